import { describe, expect, it } from 'vitest';
import { articleForPath } from './help-centre';

describe('help centre mapping', () => {
  it('maps each internal help path to its article', () => {
    expect(articleForPath('/help/my-account/faqs')).toBe('my-account/faqs');
    expect(articleForPath('/help/contact-us')).toBe('contact-us');
    expect(articleForPath('/help/responsible-gambling/')).toBe('responsible-gambling');
    expect(articleForPath('/help/terms-and-conditions')).toBe('terms-and-conditions');
  });

  it('maps the other names of an article to it', () => {
    expect(articleForPath('/help/faq')).toBe('my-account/faqs');
    expect(articleForPath('/help/Responsible-Gaming')).toBe('responsible-gambling');
    expect(articleForPath('/help/privacy-policy')).toBe('privacy');
  });

  it('opens the help home for the help root and for anything unknown', () => {
    expect(articleForPath('/help')).toBeNull();
    expect(articleForPath('/help/')).toBeNull();
    expect(articleForPath('/help/casino-jackpots')).toBeNull();
  });
});
