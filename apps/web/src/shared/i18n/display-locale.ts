/**
 * The locale dates and numbers are written in: the bettor's language, with the brand's region. The
 * brand's own locale when it speaks that language (en-IE on the Irish site in English: day before
 * month); otherwise the language in the brand's country (es-IE: Spanish words, Irish conventions).
 */
export function displayLocale(language: string, brandLocale: string): string {
  const [brandLanguage, region] = brandLocale.split('-');
  if (brandLanguage === language) return brandLocale;
  return region ? `${language}-${region}` : language;
}
