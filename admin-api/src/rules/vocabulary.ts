// The admin API's door to the vocabulary keys the portal translates categories and tags by.
export * from '../../../lib/rules/vocabulary';
