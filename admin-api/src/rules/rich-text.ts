// The admin API's door to the portal's rich-text rule: one allowlist for both programs.
export * from '../../../lib/rules/rich-text';
