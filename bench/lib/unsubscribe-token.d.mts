// Types of unsubscribe-token.mjs for its TypeScript test.
export function unsubscribeToken(secret: string, userId: number): string;
