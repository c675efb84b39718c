/**
 * Operator markdown shown as safe HTML: raw HTML in the text is never rendered, rehype-sanitize keeps
 * only its default safe elements (no script, no iframe) and drops every style attribute, and links keep
 * to http, https, mailto and site paths; links to other sites open in a new tab with noopener.
 */
import type { ComponentProps } from 'react';
import Markdown, { defaultUrlTransform } from 'react-markdown';
import { Link } from 'react-router';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';

const REMOVED_TAGS = new Set(['script', 'iframe', 'style']);

/** The default GitHub-like schema without scripts, frames or styles. */
export const MARKDOWN_SCHEMA: typeof defaultSchema = {
  ...defaultSchema,
  tagNames: (defaultSchema.tagNames ?? []).filter((tag) => !REMOVED_TAGS.has(tag)),
  attributes: Object.fromEntries(
    Object.entries(defaultSchema.attributes ?? {}).map(([tag, attributes]) => [
      tag,
      attributes.filter((attribute) => (Array.isArray(attribute) ? attribute[0] : attribute) !== 'style'),
    ]),
  ),
  protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto'], src: ['http', 'https'] },
};

/** Only http(s), mailto and relative addresses survive; anything else becomes no address at all. */
export function safeUrl(url: string): string {
  const kept = defaultUrlTransform(url);
  return /^(https?:|mailto:|\/|#|\?)/i.test(kept) || !/^[a-z][a-z0-9+.-]*:/i.test(kept) ? kept : '';
}

function MarkdownLink({ href, children }: ComponentProps<'a'>) {
  if (!href) return <span>{children}</span>;
  if (/^\/(?!\/)/.test(href)) return <Link to={href}>{children}</Link>;
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
    </a>
  );
}

/** An image only from an http(s) address or a path of this site; otherwise its description as text. */
function MarkdownImage({ src, alt }: ComponentProps<'img'>) {
  if (typeof src !== 'string' || !/^(https?:\/\/|\/(?!\/))/i.test(src))
    return alt ? <span>{alt}</span> : null;
  return <img src={src} alt={alt ?? ''} loading="lazy" />;
}

export function SafeMarkdown({ text }: { text: string }) {
  return (
    <Markdown
      skipHtml
      urlTransform={safeUrl}
      rehypePlugins={[[rehypeSanitize, MARKDOWN_SCHEMA]]}
      components={{ a: MarkdownLink, img: MarkdownImage }}
    >
      {text}
    </Markdown>
  );
}
