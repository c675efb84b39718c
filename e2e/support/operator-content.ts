/**
 * The operator's content calls for journeys: entries created with the token the journeys' servers accept,
 * and removed again when a file ends, so the shared server goes back to its demo content.
 */
import {
  type CallDef,
  type CallInput,
  type CallResponse,
  createCallClient,
  createContentBanner,
  createContentGlobal,
  createContentPromotion,
  createContentSeo,
  createContentTranslations,
  removeContentBanner,
  removeContentGlobal,
  removeContentPromotion,
  removeContentSeo,
  removeContentTranslations,
} from '@touchline/contract';
import { OPERATOR_TOKEN } from './server';

type Kind = 'banner' | 'global' | 'promotion' | 'seo' | 'translations';

const REMOVE = {
  banner: removeContentBanner,
  global: removeContentGlobal,
  promotion: removeContentPromotion,
  seo: removeContentSeo,
  translations: removeContentTranslations,
} as const;

export function operatorContent(baseURL: string) {
  const http = createCallClient({ baseUrl: baseURL, timeoutMs: 60_000 });
  const created: { kind: Kind; id: string }[] = [];
  const authorization = `Bearer ${OPERATOR_TOKEN}`;

  function call<C extends CallDef>(def: C, input: Omit<CallInput<C>, 'headers'>): Promise<CallResponse<C>> {
    return http.call(def, { ...input, headers: { authorization } } as unknown as CallInput<C>);
  }

  async function create<C extends CallDef>(kind: Kind, def: C, body: unknown): Promise<CallResponse<C>> {
    const entry = (await call(def, { body } as never)) as CallResponse<C> & { id: string };
    created.push({ kind, id: entry.id });
    return entry;
  }

  return {
    call,
    banner: (body: Record<string, unknown>) => create('banner', createContentBanner, body),
    global: (body: Record<string, unknown>) => create('global', createContentGlobal, body),
    promotion: (body: Record<string, unknown>) => create('promotion', createContentPromotion, body),
    translations: (body: Record<string, unknown>) => create('translations', createContentTranslations, body),
    seo: (body: Record<string, unknown>) => create('seo', createContentSeo, body),
    /** Removes every entry this helper created (the newest first). */
    async cleanUp(): Promise<void> {
      for (const entry of created.splice(0).reverse()) {
        await call(REMOVE[entry.kind], { params: { id: entry.id } } as never).catch(() => undefined);
      }
    },
  };
}
