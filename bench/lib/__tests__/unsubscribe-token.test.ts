/** @jest-environment node */
import { createUnsubscribeTokens } from '../../../admin-api/src/modules/digest/tokens';
import { unsubscribeToken } from '../unsubscribe-token.mjs';

describe("the bench's unsubscribe token", () => {
  it('is the token the admin API makes and accepts for the same secret and user', () => {
    const secret = 'a bench secret of at least thirty-two characters';
    const api = createUnsubscribeTokens(secret);
    for (const userId of [1, 42, 123456]) {
      expect(unsubscribeToken(secret, userId)).toBe(api.sign(userId));
      expect(api.verify(unsubscribeToken(secret, userId))).toBe(userId);
    }
    expect(api.verify(unsubscribeToken('another secret of at least thirty-two characters', 42))).toBeNull();
  });
});
