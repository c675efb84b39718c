/**
 * Class names of the built CSS modules: the local name and a short hash of its file (relative to the
 * repository), `{local}_{hash}`, instead of the default `_{local}_{hash}_{line}`. The app's JavaScript
 * carries a map of every class it uses, so each name's length is paid in the first load and again in
 * the stylesheet; a file's classes share one hash, which compresses well. A local name is unique in its
 * file, so two classes can only meet when two files' hashes agree: the build then fails rather than let
 * one rule style the other's elements.
 */
import { createHash } from 'node:crypto';
import { relative } from 'node:path';

export function shortClassNames(root: string): (name: string, filename: string) => string {
  const owners = new Map<string, string>();
  return (name, filename) => {
    const file = relative(root, filename.split('?')[0] ?? filename).replaceAll('\\', '/');
    const short = `${name}_${createHash('sha256').update(file).digest('base64url').slice(0, 5)}`;
    const taken = owners.get(short);
    if (taken !== undefined && taken !== file) {
      throw new Error(`CSS module class names collide: ${short} of ${taken} and of ${file}`);
    }
    owners.set(short, file);
    return short;
  };
}
