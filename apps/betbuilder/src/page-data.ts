/**
 * What the server wrote into the page: the event, its builder markets, popular combinations and the
 * sportsbook origin to post to (a JSON script element, never run as code). The theme comes from the
 * query the sportsbook opened the frame with.
 */
import { BuilderPageData, Theme } from '@touchline/contract';

export const PAGE_DATA_ELEMENT_ID = 'builder-data';

export function readPageData(doc: Document): BuilderPageData | null {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = BuilderPageData.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function readTheme(search: string): Theme {
  const theme = Theme.safeParse(new URLSearchParams(search).get('theme'));
  return theme.success ? theme.data : 'dark';
}
