/**
 * The shell's config and its committed Android and iOS projects, checked offline: what `npx cap doctor`
 * checks that needs no SDK (the CLI's own app and web-dir checks, Android's manifest, main activity and
 * Gradle files), plus that the projects are in sync with the plugins installed (the CLI's own plugin
 * resolution and Package.swift generator), the permissions the plugins need, and the dark grey bars.
 * `cap doctor` itself asks the npm registry for the latest versions and needs Xcode for iOS, so it is not
 * run here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import shellConfig, { SHELL_GREY, shellMode, shellServer } from '../capacitor.config';
import {
  androidPlugins,
  type CliConfig,
  type CliPlugin,
  checkAppConfig,
  checkWebDir,
  iosPlugins,
  loadConfig,
  packageSwift,
  readXML,
  type XmlNode,
} from './capacitor-cli';

const SHELL = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ANDROID = join(SHELL, 'android');
const IOS = join(SHELL, 'ios', 'App');
const read = (path: string) => readFileSync(path, 'utf8');

/** The npm packages of the shell that are Capacitor plugins (not the CLI, the runtime or the platforms). */
const PLATFORM_PACKAGES = ['@capacitor/cli', '@capacitor/core', '@capacitor/android', '@capacitor/ios'];
const pluginPackages = () =>
  Object.keys(
    (JSON.parse(read(join(SHELL, 'package.json'))) as { dependencies: Record<string, string> }).dependencies,
  )
    .filter((name) => !PLATFORM_PACKAGES.includes(name))
    .sort();

let config: CliConfig;

beforeAll(async () => {
  // The committed projects are the default shell: what a developer's environment picks at sync time is not checked.
  delete process.env.TOUCHLINE_APP_URL;
  delete process.env.TOUCHLINE_SHELL_MODE;
  config = await loadConfig(SHELL);
});

const children = (node: XmlNode | undefined, name: string): XmlNode[] => {
  const value = node?.[name];
  return Array.isArray(value) ? value : [];
};

describe('the Capacitor config', () => {
  it('names the app, wraps the built sportsbook and passes the CLI’s own app checks', async () => {
    expect(config.app.appId).toBe('org.touchline.sportsbook');
    expect(config.app.appName).toBe('Touchline');
    expect(relative(SHELL, config.app.webDirAbs)).toBe(join('..', 'web', 'dist'));
    expect(await checkAppConfig(config)).toBeNull();
  });

  it('finds the built sportsbook (index.html) where webDir points', async () => {
    expect(await checkWebDir(config)).toBeNull();
  });

  it('keeps the splash until the web app hides it, with a 500 ms fade, on the dark grey', () => {
    expect(config.app.extConfig.plugins?.SplashScreen).toMatchObject({
      launchAutoHide: false,
      launchFadeOutDuration: 500,
      backgroundColor: SHELL_GREY,
    });
  });

  it('gives the status bar, the navigation bar and the web view the dark grey', () => {
    expect(SHELL_GREY).toBe('#2b2b2b');
    expect(config.app.extConfig.plugins?.StatusBar).toMatchObject({
      overlaysWebView: false,
      style: 'DARK',
      backgroundColor: SHELL_GREY,
    });
    expect(config.app.extConfig.backgroundColor).toBe(SHELL_GREY);
    expect(config.app.extConfig.android?.backgroundColor).toBe(SHELL_GREY);
    expect(config.app.extConfig.ios?.backgroundColor).toBe(SHELL_GREY);
  });

  it('shows push notifications that arrive while the app is open', () => {
    expect(config.app.extConfig.plugins?.PushNotifications).toEqual({
      presentationOptions: ['badge', 'sound', 'alert'],
    });
  });

  it('tells the shell plugin its mode: the app unless synced as the omni shell', () => {
    expect(shellConfig.plugins?.TouchlineShell).toEqual({ mode: shellMode() });
    expect(shellMode(undefined)).toBe('app');
    expect(shellMode('app')).toBe('app');
    expect(shellMode('omni')).toBe('omni');
    expect(() => shellMode('web')).toThrow(/'app' or 'omni'/);
  });

  it('loads the bundled sportsbook unless synced with the deployed one (plain http only for development)', () => {
    expect(config.app.extConfig.server).toEqual({ androidScheme: 'https', iosScheme: 'capacitor' });
    expect(shellServer(undefined)).toEqual({ androidScheme: 'https', iosScheme: 'capacitor' });
    expect(shellServer('https://sportsbook.example.com/any/path')).toEqual({
      androidScheme: 'https',
      iosScheme: 'capacitor',
      url: 'https://sportsbook.example.com',
      cleartext: false,
    });
    expect(shellServer('http://192.168.1.20:8080')).toMatchObject({
      url: 'http://192.168.1.20:8080',
      cleartext: true,
    });
    expect(() => shellServer('file:///tmp/index.html')).toThrow(/https/);
  });
});

describe('the Android project', () => {
  let plugins: CliPlugin[];
  beforeAll(async () => {
    plugins = await androidPlugins(config);
  });

  it('registers every plugin the shell installs in Gradle, pointing at the installed package', () => {
    expect(plugins.map((plugin) => plugin.id).sort()).toEqual(pluginPackages());
    const settings = read(join(ANDROID, 'capacitor.settings.gradle'));
    const build = read(join(ANDROID, 'app', 'capacitor.build.gradle'));
    for (const plugin of plugins) {
      const gradleName = plugin.id.replace('@', '').replace('/', '-');
      const path = relative(ANDROID, join(plugin.rootPath, plugin.android?.path ?? 'android'));
      expect(settings).toContain(`include ':${gradleName}'`);
      expect(settings).toContain(`project(':${gradleName}').projectDir = new File('${path}')`);
      expect(existsSync(join(ANDROID, path, 'build.gradle'))).toBe(true);
      expect(build).toContain(`implementation project(':${gradleName}')`);
    }
    // Nothing registered that the shell does not install.
    expect(settings.match(/^include ':/gm)).toHaveLength(plugins.length + 1);
    expect(settings).toContain(
      `project(':capacitor-android').projectDir = new File('${relative(ANDROID, join(SHELL, '..', '..', 'node_modules', '@capacitor', 'android', 'capacitor'))}')`,
    );
  });

  it('has what the CLI’s doctor checks: a launcher activity whose class exists, an application id, gradlew', async () => {
    const manifest = (await readXML(join(ANDROID, 'app', 'src', 'main', 'AndroidManifest.xml'))).manifest;
    const activities = children(children(manifest, 'application')[0], 'activity');
    const launcher = activities.find((activity) =>
      children(activity, 'intent-filter').some(
        (filter) =>
          children(filter, 'action').some((a) => a.$?.['android:name'] === 'android.intent.action.MAIN') &&
          children(filter, 'category').some(
            (c) => c.$?.['android:name'] === 'android.intent.category.LAUNCHER',
          ),
      ),
    );
    expect(launcher?.$?.['android:name']).toBe('.MainActivity');
    const javaDir = join(ANDROID, 'app', 'src', 'main', 'java', ...config.app.appId.split('.'));
    expect(existsSync(join(javaDir, 'MainActivity.java'))).toBe(true);
    const gradle = read(join(ANDROID, 'app', 'build.gradle'));
    expect(gradle).toContain(`namespace "${config.app.appId}"`);
    expect(gradle).toContain(`applicationId "${config.app.appId}"`);
    expect(existsSync(join(ANDROID, 'gradlew'))).toBe(true);
    expect(existsSync(join(ANDROID, 'gradle', 'wrapper', 'gradle-wrapper.jar'))).toBe(true);
    expect(read(join(ANDROID, 'app', 'src', 'main', 'res', 'values', 'strings.xml'))).toContain(
      `<string name="app_name">${config.app.appName}</string>`,
    );
  });

  it('asks for the permissions the plugins need', async () => {
    const manifest = (await readXML(join(ANDROID, 'app', 'src', 'main', 'AndroidManifest.xml'))).manifest;
    const permissions = children(manifest, 'uses-permission').map((p) => p.$?.['android:name']);
    expect(permissions).toEqual(
      expect.arrayContaining([
        'android.permission.INTERNET',
        'android.permission.ACCESS_NETWORK_STATE',
        'android.permission.ACCESS_COARSE_LOCATION',
        'android.permission.ACCESS_FINE_LOCATION',
        'android.permission.POST_NOTIFICATIONS',
        'android.permission.USE_BIOMETRIC',
      ]),
    );
  });

  it('themes the status and navigation bars dark grey, light icons, launch screen included', async () => {
    const colors = children(
      (await readXML(join(ANDROID, 'app/src/main/res/values/colors.xml'))).resources,
      'color',
    );
    expect(colors.find((c) => c.$?.name === 'shell_grey')?._?.toLowerCase()).toBe(SHELL_GREY);
    const styles = children(
      (await readXML(join(ANDROID, 'app/src/main/res/values/styles.xml'))).resources,
      'style',
    );
    const item = (style: string, name: string) =>
      children(
        styles.find((s) => s.$?.name === style),
        'item',
      ).find((i) => i.$?.name === name)?._;
    for (const style of ['AppTheme', 'AppTheme.NoActionBar', 'AppTheme.NoActionBarLaunch']) {
      expect(item(style, 'android:statusBarColor')).toBe('@color/shell_grey');
      expect(item(style, 'android:navigationBarColor')).toBe('@color/shell_grey');
    }
    expect(item('AppTheme.NoActionBar', 'android:windowLightStatusBar')).toBe('false');
    expect(item('AppTheme.NoActionBarLaunch', 'windowSplashScreenBackground')).toBe('@color/shell_grey');
  });

  it('registers the shell’s own plugin before the bridge starts', () => {
    const javaDir = join(ANDROID, 'app', 'src', 'main', 'java', ...config.app.appId.split('.'));
    const activity = read(join(javaDir, 'MainActivity.java'));
    expect(activity.indexOf('registerPlugin(TouchlineShellPlugin.class)')).toBeGreaterThan(-1);
    expect(activity.indexOf('registerPlugin(TouchlineShellPlugin.class)')).toBeLessThan(
      activity.indexOf('super.onCreate('),
    );
    const plugin = read(join(javaDir, 'TouchlineShellPlugin.java'));
    expect(plugin).toContain('@CapacitorPlugin(name = "TouchlineShell")');
    expect(plugin).toContain('notifyListeners("message", event, true)');
  });
});

describe('the iOS project (Swift Package Manager)', () => {
  let plugins: CliPlugin[];
  beforeAll(async () => {
    plugins = await iosPlugins(config);
  });

  it('has the Package.swift `cap sync ios` writes for the installed plugins', async () => {
    expect(plugins.map((plugin) => plugin.id).sort()).toEqual(pluginPackages());
    const committed = read(join(IOS, 'CapApp-SPM', 'Package.swift'));
    expect(committed).toBe(await packageSwift(config, plugins));
    for (const plugin of plugins) expect(existsSync(join(plugin.rootPath, 'Package.swift'))).toBe(true);
    // CocoaPods is not used: no Podfile for `cap sync` to run pod install on.
    expect(existsSync(join(IOS, 'Podfile'))).toBe(false);
  });

  it('builds every Swift file of the app target and names the app after the config', () => {
    const project = read(join(IOS, 'App.xcodeproj', 'project.pbxproj'));
    const swiftFiles = readdirSync(join(IOS, 'App')).filter((file) => file.endsWith('.swift'));
    expect(swiftFiles.sort()).toEqual(['AppDelegate.swift', 'TouchlineShellPlugin.swift']);
    const sources = project.slice(
      project.indexOf('/* Begin PBXSourcesBuildPhase section */'),
      project.indexOf('/* End PBXSourcesBuildPhase section */'),
    );
    for (const file of swiftFiles) {
      expect(sources).toContain(`/* ${file} in Sources */`);
      expect(project).toContain(`path = ${file};`);
    }
    expect(project).toContain(`PRODUCT_BUNDLE_IDENTIFIER = ${config.app.appId};`);
    expect(read(join(IOS, 'App', 'Info.plist'))).toMatch(
      new RegExp(`<key>CFBundleDisplayName</key>\\s*<string>${config.app.appName}</string>`),
    );
  });

  it('describes why it asks for location and Face ID, and light status bar text', () => {
    const plist = read(join(IOS, 'App', 'Info.plist'));
    expect(plist).toMatch(/<key>NSLocationWhenInUseUsageDescription<\/key>\s*<string>[^<]{20,}<\/string>/);
    expect(plist).toMatch(/<key>NSFaceIDUsageDescription<\/key>\s*<string>[^<]{20,}<\/string>/);
    expect(plist).toMatch(/<key>UIStatusBarStyle<\/key>\s*<string>UIStatusBarStyleLightContent<\/string>/);
    expect(plist).toMatch(/<key>UIBackgroundModes<\/key>\s*<array>\s*<string>remote-notification<\/string>/);
  });

  it('hands the push device token to the plugin and starts the shell’s own view controller', () => {
    const delegate = read(join(IOS, 'App', 'AppDelegate.swift'));
    expect(delegate).toContain('.capacitorDidRegisterForRemoteNotifications');
    expect(delegate).toContain('.capacitorDidFailToRegisterForRemoteNotifications');
    const storyboard = read(join(IOS, 'App', 'Base.lproj', 'Main.storyboard'));
    expect(storyboard).toContain('customClass="ShellViewController" customModule="App"');
    const plugin = read(join(IOS, 'App', 'TouchlineShellPlugin.swift'));
    expect(plugin).toContain('public let jsName = "TouchlineShell"');
    expect(plugin).toContain('class ShellViewController: CAPBridgeViewController');
    expect(plugin).toContain('bridge?.registerPluginInstance(TouchlineShellPlugin())');
  });
});

describe('the plugins the web app calls', () => {
  const dependencies = (path: string) =>
    (JSON.parse(read(path)) as { dependencies: Record<string, string> }).dependencies;

  it('are every one installed in the shell, at the same version range', () => {
    const web = dependencies(join(SHELL, '..', 'web', 'package.json'));
    const shell = dependencies(join(SHELL, 'package.json'));
    const webPlugins = pluginPackages().filter((name) => name in web);
    expect(webPlugins).toEqual(pluginPackages());
    for (const name of webPlugins) expect(web[name], name).toBe(shell[name]);
  });

  it('include the settings screen (capacitor-native-settings, NativeSettings) on Android and iOS', async () => {
    const android = await androidPlugins(config);
    const ios = await iosPlugins(config);
    expect(android.map((plugin) => plugin.id)).toContain('capacitor-native-settings');
    expect(ios.map((plugin) => plugin.id)).toContain('capacitor-native-settings');
    expect(read(join(ANDROID, 'capacitor.settings.gradle'))).toContain(
      "include ':capacitor-native-settings'",
    );
    expect(read(join(ANDROID, 'app', 'capacitor.build.gradle'))).toContain(
      "implementation project(':capacitor-native-settings')",
    );
    expect(read(join(IOS, 'CapApp-SPM', 'Package.swift'))).toContain(
      '.product(name: "CapacitorNativeSettings", package: "CapacitorNativeSettings")',
    );
    // The web app opens the app's own page of the settings: both platforms know it under one name.
    const root = android.find((plugin) => plugin.id === 'capacitor-native-settings')?.rootPath ?? '';
    const java = read(join(root, 'android/src/main/java/nl/raphael/settings/NativeSettingsPlugin.java'));
    const swift = read(join(root, 'ios/Sources/NativeSettingsPlugin/NativeSettingsPlugin.swift'));
    expect(java).toContain('@CapacitorPlugin(name = "NativeSettings")');
    expect(swift).toContain('public let jsName = "NativeSettings"');
    expect(read(join(root, 'android/src/main/java/nl/raphael/settings/AndroidSettings.java'))).toContain(
      'ApplicationDetails("application_details", ACTION_APPLICATION_DETAILS_SETTINGS)',
    );
    expect(swift).toContain('option == "app"');
  });
});

describe('the shell’s own plugin', () => {
  it('offers the same methods on Android and iOS, each answering a promise', () => {
    const java = read(join(ANDROID, 'app/src/main/java/org/touchline/sportsbook/TouchlineShellPlugin.java'));
    const swift = read(join(IOS, 'App', 'TouchlineShellPlugin.swift'));
    const androidMethods = [...java.matchAll(/@PluginMethod\s+public void (\w+)\(PluginCall call\)/g)].map(
      (m) => m[1],
    );
    const iosMethods = [
      ...swift.matchAll(/CAPPluginMethod\(name: "(\w+)", returnType: CAPPluginReturnPromise\)/g),
    ].map((m) => m[1]);
    expect(androidMethods).toEqual(['getMode', 'postMessage']);
    expect(iosMethods).toEqual(androidMethods);
    for (const method of iosMethods) expect(swift).toContain(`@objc func ${method}(_ call: CAPPluginCall)`);
  });
});
