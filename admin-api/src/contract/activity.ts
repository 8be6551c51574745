// The admin API's door to the contract shared with the portal: one shape for both programs.
export * from '../../../lib/contract/activity';
