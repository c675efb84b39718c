import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';
import { keepPageShown } from './layers';

function Page({ first, second = false }: { first: boolean; second?: boolean }) {
  return (
    <>
      <button type="button">Cashier</button>
      <Dialog open={first} title="Account" onClose={() => {}} closeLabel="Close">
        <button type="button">Cashier</button>
      </Dialog>
      <Dialog open={second} title="Settings" onClose={() => {}} closeLabel="Close">
        <button type="button">Save Settings</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('takes the page behind it out of the accessibility tree while open, and puts it back on close', () => {
    const { rerender } = render(<Page first={false} />);
    expect(screen.getAllByRole('button', { name: 'Cashier' })).toHaveLength(1);

    rerender(<Page first />);
    // Only the dialog's own Cashier answers: the covered page's one is hidden.
    const dialog = screen.getByRole('dialog', { name: 'Account' });
    expect(screen.getByRole('button', { name: 'Cashier' }).closest('[role="dialog"]')).toBe(dialog);

    rerender(<Page first={false} />);
    expect(screen.getAllByRole('button', { name: 'Cashier' })).toHaveLength(1);
    expect(document.querySelector('[aria-hidden="true"]:not([class*="backdrop"])')).toBeNull();
  });

  it('keeps the page hidden until the last of two open dialogs closes', () => {
    const { rerender } = render(<Page first second />);
    // The later dialog hides the earlier one too.
    expect(screen.queryByRole('dialog', { name: 'Account' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeTruthy();

    rerender(<Page first />);
    expect(screen.getByRole('dialog', { name: 'Account' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Cashier' })).toHaveLength(1);

    rerender(<Page first={false} />);
    expect(screen.getAllByRole('button', { name: 'Cashier' })).toHaveLength(1);
  });

  it('shows the page again while an overlay above the dialog (the account frame) is open', () => {
    render(<Page first />);
    expect(screen.getAllByRole('button', { name: 'Cashier' })).toHaveLength(1);
    let end: () => void = () => {};
    act(() => {
      end = keepPageShown();
    });
    expect(screen.getAllByRole('button', { name: 'Cashier' })).toHaveLength(2);
    act(() => end());
    expect(screen.getAllByRole('button', { name: 'Cashier' })).toHaveLength(1);
  });

  it('leaves out the icon close button when the dialog has its own', () => {
    render(
      <Dialog
        open
        title="Not available"
        onClose={() => {}}
        closeLabel="Close"
        closeButton={false}
        footer={<button type="button">CLOSE</button>}
      >
        <p>Body</p>
      </Dialog>,
    );
    expect(screen.getAllByRole('button', { name: /close/i }).map((button) => button.textContent)).toEqual([
      'CLOSE',
    ]);
  });

  it('names its close button with the label given, and closes on it, on Escape and on the backdrop', () => {
    const onClose = vi.fn();
    render(
      <Dialog open title="Account" onClose={onClose} closeLabel="Schließen">
        <p>Body</p>
      </Dialog>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(document.querySelector('[class*="backdrop"]') as Element);
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('ignores Escape and the backdrop and shows no close button while blocking', () => {
    const onClose = vi.fn();
    render(
      <Dialog open title="Network error" onClose={onClose} closeLabel="Close" blocking>
        <p>Please wait</p>
      </Dialog>,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(document.querySelector('[class*="backdrop"]') as Element);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('moves the focus in, keeps Tab inside, and gives the focus back on close', () => {
    function Opener({ open }: { open: boolean }) {
      return (
        <>
          <button type="button">Open</button>
          <Dialog open={open} title="Settings" onClose={() => {}} closeLabel="Close">
            <button type="button">Save Settings</button>
          </Dialog>
        </>
      );
    }
    const { rerender } = render(<Opener open={false} />);
    screen.getByRole('button', { name: 'Open' }).focus();
    rerender(<Opener open />);
    const close = screen.getByRole('button', { name: 'Close' });
    const save = screen.getByRole('button', { name: 'Save Settings' });
    expect(document.activeElement).toBe(close);

    save.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(save);

    rerender(<Opener open={false} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });
});
