/**
 * The help centre's articles and how help paths reach them: one table for the sportsbook's links and
 * this site's pages, kept in the contract.
 */
export {
  HELP_ARTICLES,
  type HelpArticle,
  helpArticleForPath as articleForPath,
  helpArticlePath as articlePath,
} from '@touchline/contract';
