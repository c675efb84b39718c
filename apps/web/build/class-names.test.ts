import { describe, expect, it } from 'vitest';
import { shortClassNames } from './class-names';

describe('built CSS module class names', () => {
  it('keep the local name with one short hash per file, the same on every build and machine', () => {
    const here = shortClassNames('/repo');
    const there = shortClassNames('/elsewhere/checkout');
    const name = here('bone', '/repo/packages/web-kit/src/ui/skeleton.module.css');
    expect(name).toMatch(/^bone_[A-Za-z0-9_-]{5}$/);
    expect(there('bone', '/elsewhere/checkout/packages/web-kit/src/ui/skeleton.module.css')).toBe(name);
    const row = here('row', '/repo/packages/web-kit/src/ui/skeleton.module.css?used');
    expect(row.slice(-5)).toBe(name.slice(-5));
  });

  it('differ between files that use the same local name', () => {
    const names = shortClassNames('/repo');
    expect(names('title', '/repo/a.module.css')).not.toBe(names('title', '/repo/b.module.css'));
  });

  it('name a class again for the same file without calling it a collision', () => {
    const names = shortClassNames('/repo');
    expect(names('title', '/repo/a.module.css')).toBe(names('title', '/repo/a.module.css'));
  });
});
