/**
 * The parts of the Capacitor CLI the offline checks reuse, typed for what they read. The CLI ships
 * CommonJS without declarations for its internals, so they are required here once, by path.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export interface CliPlugin {
  id: string;
  name: string;
  version: string;
  rootPath: string;
  android?: { type: number; path: string };
  ios?: { name: string; type: number; path: string };
}

export interface CliConfig {
  app: {
    rootDir: string;
    appId: string;
    appName: string;
    webDir: string;
    webDirAbs: string;
    extConfig: import('@capacitor/cli').CapacitorConfig;
    package: { dependencies?: Record<string, string> };
  };
  android: { platformDirAbs: string; appDirAbs: string; srcMainDirAbs: string };
  ios: { platformDirAbs: string; nativeXcodeProjDirAbs: string; nativeProjectDirAbs: string };
}

/** An XML document as the CLI's reader (xml2js) gives it: attributes under `$`, children as arrays. */
export interface XmlNode {
  $?: Record<string, string>;
  _?: string;
  [child: string]: XmlNode[] | Record<string, string> | string | undefined;
}

/** The CLI's own checks answer null when fine, or the message it would print. */
type Check = (config: CliConfig) => Promise<string | null>;

const cli = {
  config: require('@capacitor/cli/dist/config.js') as { loadConfig(): Promise<CliConfig> },
  common: require('@capacitor/cli/dist/common.js') as {
    checkAppConfig: Check;
    checkWebDir: Check;
  },
  plugin: require('@capacitor/cli/dist/plugin.js') as {
    getPlugins(config: CliConfig, platform: 'android' | 'ios'): Promise<CliPlugin[]>;
  },
  android: require('@capacitor/cli/dist/android/common.js') as {
    getAndroidPlugins(plugins: CliPlugin[]): Promise<CliPlugin[]>;
  },
  ios: require('@capacitor/cli/dist/ios/common.js') as {
    getIOSPlugins(plugins: CliPlugin[]): Promise<CliPlugin[]>;
  },
  spm: require('@capacitor/cli/dist/util/spm.js') as {
    generatePackageText(config: CliConfig, plugins: CliPlugin[]): Promise<string>;
  },
  xml: require('@capacitor/cli/dist/util/xml.js') as {
    readXML(path: string): Promise<Record<string, XmlNode>>;
  },
};

/** The config exactly as every `cap` command evaluates it, run from the shell's folder. */
export async function loadConfig(dir: string): Promise<CliConfig> {
  const previous = process.cwd();
  process.chdir(dir);
  try {
    return await cli.config.loadConfig();
  } finally {
    process.chdir(previous);
  }
}

export const checkAppConfig: Check = (config) => cli.common.checkAppConfig(config);
export const checkWebDir: Check = (config) => cli.common.checkWebDir(config);

/** The plugins `cap sync android` registers (Capacitor plugins with Android code). */
export async function androidPlugins(config: CliConfig): Promise<CliPlugin[]> {
  return cli.android.getAndroidPlugins(await cli.plugin.getPlugins(config, 'android'));
}

/** The plugins `cap sync ios` registers. */
export async function iosPlugins(config: CliConfig): Promise<CliPlugin[]> {
  return cli.ios.getIOSPlugins(await cli.plugin.getPlugins(config, 'ios'));
}

/** The Package.swift `cap sync ios` writes for these plugins (Swift Package Manager projects). */
export function packageSwift(config: CliConfig, plugins: CliPlugin[]): Promise<string> {
  return cli.spm.generatePackageText(config, plugins);
}

export function readXML(path: string): Promise<Record<string, XmlNode>> {
  return cli.xml.readXML(path);
}
