import { describe, expect, it, vi } from 'vitest';
import { capacitorLocationDevice } from './capacitor-port';

const open = vi.hoisted(() => vi.fn(async () => ({ status: true })));
vi.mock('capacitor-native-settings', async (original) => ({
  ...(await original<typeof import('capacitor-native-settings')>()),
  NativeSettings: { open },
}));

describe('the location splash on the device', () => {
  it("opens the app's own page of the settings: application details on Android, the app on iOS", async () => {
    await capacitorLocationDevice().openSettings();
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith({ optionAndroid: 'application_details', optionIOS: 'app' });
  });

  it('fails when the settings do not open, so the splash can say so', async () => {
    open.mockRejectedValueOnce(new Error('Could not find native android setting'));
    await expect(capacitorLocationDevice().openSettings()).rejects.toThrow(/native android setting/);
  });
});
