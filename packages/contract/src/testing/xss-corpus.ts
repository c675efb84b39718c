/**
 * Hostile content for the XSS tests: HTML, markdown and plain text an operator (or an attacker who got
 * into the content store) could save in a banner, the rewards popup, a promotion or an SEO text. Every
 * payload that ran would call `window.__xssTrap(n)`: a page that renders all of them and never sees the
 * trap called, and still shows its own content, has run nothing.
 */

/** The function a payload calls when it runs. */
export const XSS_TRAP = '__xssTrap';

const call = (n: number) => `${XSS_TRAP}(${n})`;

/** Payloads that run script through markup: tags, attributes, URLs, broken nesting. */
function htmlPayloads(): string[] {
  const list: string[] = [];
  const add = (make: (trap: string) => string) => list.push(make(call(list.length + 1)));
  add((t) => `<script>${t}</script>`);
  add((t) => `<SCRIPT>${t}</SCRIPT>`);
  add((t) => `<script src="data:text/javascript,${t}"></script>`);
  add((t) => `<script>/*</script><script>*/${t}</script>`);
  add((t) => `<img src=x onerror="${t}">`);
  add((t) => `<img src=x onerror=${t}>`);
  add((t) => `<IMG SRC=x ONERROR="${t}">`);
  add((t) => `<img src="x" onerror\n="${t}">`);
  add((t) => `<img src=x onerror="&#${t.charCodeAt(0)};${t.slice(1)}">`);
  add((t) => `<svg onload="${t}">`);
  add((t) => `<svg><script>${t}</script></svg>`);
  add((t) => `<svg><a xlink:href="javascript:${t}"><text x="0" y="20">svg link</text></a></svg>`);
  add((t) => `<svg><animate onbegin="${t}" attributeName="x" dur="1s"/></svg>`);
  add((t) => `<math><mtext><table><mglyph><style><img src=x onerror="${t}">`);
  add((t) => `<body onload="${t}">`);
  add((t) => `<iframe src="javascript:${t}"></iframe>`);
  add((t) => `<iframe srcdoc="<script>parent.${t}</script>"></iframe>`);
  add((t) => `<object data="javascript:${t}"></object>`);
  add((t) => `<embed src="javascript:${t}">`);
  add((t) => `<a href="javascript:${t}">link</a>`);
  add((t) => `<a href="JaVaScRiPt:${t}">link</a>`);
  add((t) => `<a href=" javascript:${t}">link</a>`);
  add((t) => `<a href="java\tscript:${t}">link</a>`);
  add((t) => `<a href="&#106;avascript:${t}">link</a>`);
  add((t) => `<a href="vbscript:${t}">link</a>`);
  add((t) => `<a href="data:text/html,<script>${t}</script>">link</a>`);
  add((t) => `<a href="#" onclick="${t}">link</a>`);
  add((t) => `<a href="#" onmouseover="${t}">hover</a>`);
  add((t) => `<div onmouseenter="${t}">hover</div>`);
  add((t) => `<div style="background:url(javascript:${t})">bg</div>`);
  add((t) => `<div style="width:expression(${t})">ie</div>`);
  add((t) => `<span style="behavior:url(x.htc)" onfocus="${t}" tabindex="0" autofocus>f</span>`);
  add((t) => `<input autofocus onfocus="${t}">`);
  add((t) => `<select autofocus onfocus="${t}"><option>a</option></select>`);
  add((t) => `<textarea autofocus onfocus="${t}"></textarea>`);
  add((t) => `<details open ontoggle="${t}"><summary>d</summary></details>`);
  add((t) => `<video><source onerror="${t}"></video>`);
  add((t) => `<audio src=x onerror="${t}"></audio>`);
  add((t) => `<marquee onstart="${t}">m</marquee>`);
  add((t) => `<form action="javascript:${t}"><button>go</button></form>`);
  add((t) => `<button formaction="javascript:${t}">go</button>`);
  add((t) => `<meta http-equiv="refresh" content="0;url=javascript:${t}">`);
  add((t) => `<link rel="stylesheet" href="javascript:${t}">`);
  add((t) => `<base href="javascript:${t}//">`);
  add((t) => `<style>@import 'javascript:${t}';</style>`);
  add((t) => `<style>*{background:url("javascript:${t}")}</style>`);
  add((t) => `<template><img src=x onerror="${t}"></template>`);
  add((t) => `<noscript><p title="</noscript><img src=x onerror=${t}>">`);
  add((t) => `<xmp><img src=x onerror="${t}"></xmp>`);
  add((t) => `<title><img src=x onerror="${t}"></title>`);
  add((t) => `<textarea><img src=x onerror="${t}"></textarea>`);
  add((t) => `<!--<img src=x onerror="${t}">-->`);
  add((t) => `<!--><img src=x onerror="${t}">-->`);
  add((t) => `<![CDATA[<img src=x onerror="${t}">]]>`);
  add((t) => `"><img src=x onerror="${t}">`);
  add((t) => `'><img src=x onerror='${t}'>`);
  add((t) => `</title><script>${t}</script>`);
  add((t) => `</script><script>${t}</script>`);
  add((t) => `</style><script>${t}</script>`);
  add((t) => `<img src="x\`onerror=${t}>`);
  add((t) => `<img """><script>${t}</script>">`);
  add((t) => `<scr<script>ipt>${t}</scr</script>ipt>`);
  add((t) => `<<script>${t}//<</script>`);
  add((t) => `<img src=x onerror=&#x${t.charCodeAt(0).toString(16)};${t.slice(1)}>`);
  add((t) => `<a href="javas&#99;ript:${t}">entity</a>`);
  add((t) => `<a href="javascript&colon;${t}">colon</a>`);
  add((t) => `<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;${t}">hex</a>`);
  add((t) => `<a href="file:///etc/passwd" onclick="${t}">file</a>`);
  add((t) => `<a href="about:blank" onclick="${t}">about</a>`);
  add((t) => `<a target="_self" href="javascript:${t}">self</a>`);
  add((t) => `<img src=x:alert(1) onerror=eval(atob('${btoa(t)}'))>`);
  add(
    (t) =>
      `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='x' onerror='${t}'/></svg>#x"/></svg>`,
  );
  add((t) => `<isindex type=image src=1 onerror=${t}>`);
  add((t) => `<keygen autofocus onfocus=${t}>`);
  add((t) => `<frameset onload=${t}>`);
  add((t) => `<table background="javascript:${t}"><tr><td>t</td></tr></table>`);
  add((t) => `<div id="x" style="animation-name:a" onanimationstart="${t}">a</div>`);
  add((t) => `<p onpointerover="${t}">pointer</p>`);
  add((t) => `<img srcset="x 1x" onerror="${t}">`);
  add((t) => `<picture><source srcset="x"><img src=x onerror="${t}"></picture>`);
  add((t) => `<object type="text/html" data="data:text/html,<script>parent.${t}</script>"></object>`);
  add((t) => `<a href="https://example.com/" onclick="${t}" target="_top">external</a>`);
  add((t) => `<form><input type="submit" formaction="javascript:${t}" value="s"></form>`);
  add(() => `<img src=x onerror="window['${XSS_TRAP}'](${list.length + 1})">`);
  add((t) => `<svg/onload=${t}>`);
  add((t) => `<img/src/onerror=${t}>`);
  add((t) => `<a/href="javascript:${t}">slash</a>`);
  add((t) => `<math href="javascript:${t}">math link</math>`);
  add((t) => `<div data-x="1" onclick="${t}" class="promo">class kept, handler dropped</div>`);
  return list;
}

/** Payloads that run script through markdown: links, images, raw HTML inside markdown. */
function markdownPayloads(start: number): string[] {
  const list: string[] = [];
  const add = (make: (trap: string) => string) => list.push(make(call(start + list.length)));
  add((t) => `[click me](javascript:${t})`);
  add((t) => `[click me](JAVASCRIPT:${t})`);
  add((t) => `[click me](vbscript:${t})`);
  add((t) => `[click me](data:text/html,<script>${t}</script>)`);
  add((t) => `![image](x "title" onerror="${t}")`);
  add((t) => `![image](javascript:${t})`);
  add((t) => `[ref][1]\n\n[1]: javascript:${t}`);
  add((t) => `<script>${t}</script>\n\n**bold**`);
  add((t) => `<img src=x onerror="${t}">\n\n_emphasis_`);
  add((t) => `<iframe src="javascript:${t}"></iframe>`);
  add((t) => `<p style="color:red" onclick="${t}">styled</p>`);
  add((t) => `<a href="javascript:${t}">html link in markdown</a>`);
  add((t) => `[x](<javascript:${t}>)`);
  add((t) => `<javascript:${t}>`);
  add((t) => `\`\`\`html\n<script>${t}</script>\n\`\`\``);
  return list;
}

/** Plain-text fields (titles, names, SEO texts) that must stay text wherever they land in a page. */
function textPayloads(start: number): string[] {
  const list: string[] = [];
  const add = (make: (trap: string) => string) => list.push(make(call(start + list.length)));
  add((t) => `</title><script>${t}</script>`);
  add((t) => `"><script>${t}</script>`);
  add((t) => `'><img src=x onerror=${t}>`);
  add((t) => `</script><script>${t}</script>`);
  add((t) => `{"@context":"x"}</script><script>${t}</script>`);
  add((t) => `\u2028</script><script>${t}</script>`);
  add((t) => `<!--</script><script>${t}</script>`);
  add((t) => `" onload="${t}`);
  add((t) => `' onmouseover='${t}`);
  add((t) => `javascript:${t}`);
  return list;
}

const HTML = htmlPayloads();
const MARKDOWN = markdownPayloads(HTML.length + 1);
const TEXT = textPayloads(HTML.length + MARKDOWN.length + 1);

/** Every payload, numbered from 1 in the order below (the number is what the trap receives). */
export const XSS_CORPUS: {
  html: readonly string[];
  markdown: readonly string[];
  text: readonly string[];
} = { html: HTML, markdown: MARKDOWN, text: TEXT };

export const XSS_PAYLOAD_COUNT = HTML.length + MARKDOWN.length + TEXT.length;
