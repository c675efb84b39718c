/**
 * The games site's configuration (its own server's `/site-config.json`): where the API is, and which
 * sportsbook origins may frame the games and exchange messages with them. The sportsbook window's
 * origin is learnt from the browser (the frame's ancestor origins, else the referrer) and kept only
 * when it is on that allow-list: otherwise the game posts nothing at all.
 */
import { type AccountSiteConfig, getGamesSiteConfig, isSportsbookOrigin } from '@touchline/contract';

export type GamesSiteConfig = AccountSiteConfig;

/** The origin of a URL, or null. */
export const originOf = (url: string | null | undefined): string | null => {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

export interface ParentInputs {
  config: GamesSiteConfig;
  /** True when the page runs inside another window's frame. */
  framed: boolean;
  /** `location.ancestorOrigins` (the parent's first), where the browser has it. */
  ancestorOrigins: readonly string[];
  referrer: string;
}

/** The sportsbook origin to post to and accept messages from, or null when there is none allowed. */
export function parentOrigin({ config, framed, ancestorOrigins, referrer }: ParentInputs): string | null {
  if (!framed) return null;
  // The direct parent's origin is the browser's own word; the referrer is the fallback where it is missing.
  const candidate = ancestorOrigins.length > 0 ? (ancestorOrigins[0] ?? null) : originOf(referrer);
  if (!candidate || candidate === 'null') return null;
  return isSportsbookOrigin(config, candidate) ? candidate : null;
}

/** Fallback when the site's own server does not answer (the Vite dev server): the API on port 8080. */
export function fallbackConfig(location: Pick<Location, 'protocol' | 'hostname'>): GamesSiteConfig {
  return {
    api_url: `${location.protocol}//${location.hostname}:8080`,
    sportsbook_origins: [],
    allow_local: true,
  };
}

/** The games site's configuration from its server. */
export async function loadSiteConfig(): Promise<GamesSiteConfig> {
  try {
    const response = await fetch(getGamesSiteConfig.path, { headers: { accept: 'application/json' } });
    if (response.ok) {
      const parsed = getGamesSiteConfig.response.safeParse(await response.json());
      if (parsed.success) return parsed.data;
    }
  } catch {
    // Served without its server: fall through.
  }
  return fallbackConfig(window.location);
}
