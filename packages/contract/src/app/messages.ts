/**
 * The native app's messages: what the Capacitor shell and the sportsbook running inside it say to each
 * other. Messages are `{ v, source, action, data }`, one discriminated union per direction, and travel
 * only as strings (JSON or base64 JSON); a receiver drops anything else.
 *
 * Transport (Capacitor's own plugin mechanism, both ways through the shell's plugin `TouchlineShell`):
 * - shell -> sportsbook: the plugin's `message` event, `notifyListeners('message', { data: <string> })`
 *   on the native side; the page listens with `TouchlineShell.addListener('message', ...)`.
 * - sportsbook -> shell: the plugin method `TouchlineShell.postMessage({ data: <string> })`.
 * - the shell's mode: `TouchlineShell.getMode()` answers `{ mode: 'app' | 'omni' }` from the plugin's
 *   configuration (`plugins.TouchlineShell.mode` in capacitor.config), never from anything a visitor
 *   can type.
 *
 * The conversation:
 * - The shell asks the sportsbook to open the account frame's cashier (open_cashier), to open a page in
 *   the in-app browser (open_global_webview), to show a balance it holds (update_balance, with the
 *   sportsbook access token and the user), to log out (logout), for the saved login mode
 *   (get_login_mode) and to save one (set_login_mode); it answers a native login (login_result).
 * - The sportsbook tells the shell it is ready (app_ready), hands it a login to run on the country's
 *   API domain (login), says the session ended (logout) and answers get_login_mode and set_login_mode
 *   with the mode saved (login_mode).
 */
import { z } from 'zod';
import { AppBalanceUpdate, LoginMode, LoginResponse, NativeLoginPayload } from '../entities/account';
import { Href } from '../entities/common';
import { decodeStringMessage, encodeStringMessage } from '../frame/encoding';
import { FramePath } from '../frame/protocol';
import { PROTOCOL_VERSION } from '../realtime/protocol';

/** The names of the shell's side of the bridge: its plugin, the plugin's event and its methods. */
export const APP_BRIDGE = {
  plugin: 'TouchlineShell',
  event: 'message',
  postMethod: 'postMessage',
  modeMethod: 'getMode',
} as const;

/** The shell's mode: the native app, or the app-shell ("omni") mode. */
export const ShellMode = z.enum(['app', 'omni']);
export type ShellMode = z.infer<typeof ShellMode>;

/** What `TouchlineShell.getMode()` answers. */
export const ShellModeAnswer = z.object({ mode: ShellMode });
export type ShellModeAnswer = z.infer<typeof ShellModeAnswer>;

/** The `message` event's payload: the encoded message (anything else in `data` is dropped). */
export interface ShellEvent {
  data: unknown;
}
/** `postMessage`'s options: the encoded message, always a string (the same `data` as the event's). */
export interface ShellPostOptions {
  data: string;
}

/** Messages without `v` are read as the current version; another version is refused. */
const v = z.literal(PROTOCOL_VERSION).default(PROTOCOL_VERSION);
const NoData = z.object({}).default({});

// ------------------------------------------------------------------- native app -> sportsbook

const fromApp = <A extends string, D extends z.ZodType>(action: A, data: D) =>
  z.object({ v, source: z.literal('app'), action: z.literal(action), data });

export const AppToSportMessage = z.discriminatedUnion('action', [
  fromApp(
    'open_cashier',
    z.object({ path: FramePath.default('/cashier/deposit') }).default({ path: '/cashier/deposit' }),
  ),
  fromApp('open_global_webview', z.object({ url: Href.describe('Page to open in the in-app browser') })),
  fromApp('update_balance', AppBalanceUpdate),
  fromApp('logout', NoData),
  fromApp('get_login_mode', NoData),
  fromApp('set_login_mode', z.object({ mode: LoginMode })),
  fromApp(
    'login_result',
    z.object({
      id: z.string().min(1).describe('The id of the login payload answered'),
      response: LoginResponse,
    }),
  ),
]);
export type AppToSportMessage = z.infer<typeof AppToSportMessage>;
export type AppAction = AppToSportMessage['action'];
export const APP_ACTIONS: readonly AppAction[] = AppToSportMessage.options.map(
  (option) => option.shape.action.value,
);

// ------------------------------------------------------------------- sportsbook -> native app

const toApp = <A extends string, D extends z.ZodType>(action: A, data: D) =>
  z.object({ v, source: z.literal('sport'), action: z.literal(action), data });

export const SportToAppMessage = z.discriminatedUnion('action', [
  toApp('app_ready', NoData),
  toApp('login', NativeLoginPayload),
  toApp('logout', NoData),
  toApp('login_mode', z.object({ mode: LoginMode.nullable().describe('null when none is saved') })),
]);
export type SportToAppMessage = z.infer<typeof SportToAppMessage>;
export type SportToAppAction = SportToAppMessage['action'];

// -------------------------------------------------------------------------------- reading

/** Why a message was dropped; never its content (a balance update carries an access token). */
export type AppMessageRefusal =
  | 'not_a_string'
  | 'malformed'
  | 'foreign'
  | 'unknown_action'
  | 'invalid'
  | 'version';

export type AppMessageReading<M> = { ok: true; message: M } | { ok: false; reason: AppMessageRefusal };

const Envelope = z.looseObject({ source: z.string(), action: z.string() });

/**
 * Reads a message from the shell (or, with SportToAppMessage, one from the sportsbook): strings only,
 * JSON or base64 JSON, validated against the direction's union. The refusal says why, for the log.
 */
export function readAppMessage(data: unknown): AppMessageReading<AppToSportMessage>;
export function readAppMessage<S extends z.ZodDiscriminatedUnion>(
  data: unknown,
  schema: S,
): AppMessageReading<z.output<S>>;
export function readAppMessage(
  data: unknown,
  schema: z.ZodDiscriminatedUnion = AppToSportMessage,
): AppMessageReading<unknown> {
  if (typeof data !== 'string') return { ok: false, reason: 'not_a_string' };
  const decoded = decodeStringMessage(data);
  if (decoded === undefined || decoded === null || typeof decoded !== 'object' || Array.isArray(decoded)) {
    return { ok: false, reason: 'malformed' };
  }
  const envelope = Envelope.safeParse(decoded);
  const source = schema === AppToSportMessage ? 'app' : 'sport';
  if (!envelope.success || envelope.data.source !== source) return { ok: false, reason: 'foreign' };
  if ('v' in envelope.data && envelope.data.v !== PROTOCOL_VERSION) return { ok: false, reason: 'version' };
  const actions = schema.options.map((option) => (option as z.ZodObject).shape.action);
  if (!actions.some((action) => action instanceof z.ZodLiteral && action.value === envelope.data.action)) {
    return { ok: false, reason: 'unknown_action' };
  }
  const result = schema.safeParse(decoded);
  return result.success ? { ok: true, message: result.data } : { ok: false, reason: 'invalid' };
}

type AppOutbound = z.input<typeof SportToAppMessage> | z.input<typeof AppToSportMessage>;

/** Serializes an app message, always with its version (strings only). */
export const encodeAppMessage = (message: AppOutbound, encoding: 'json' | 'base64' = 'json'): string =>
  encodeStringMessage({ ...message, v: PROTOCOL_VERSION }, encoding);
