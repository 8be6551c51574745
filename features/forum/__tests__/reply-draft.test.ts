import fc from 'fast-check';
import { clearDraft, draftKey, hasText, loadDraft, parseDraft, saveDraft, serializeDraft } from '../reply-draft';

describe('the reply draft', () => {
  afterEach(() => window.localStorage.clear());

  it('reads back what was stored', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => hasText(text)),
        fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }),
        (html, quoteId) => {
          expect(parseDraft(serializeDraft({ html, quoteId }))).toEqual({ html, quoteId });
        },
      ),
    );
  });

  it('never throws on whatever storage holds, and answers null for what is not a draft', () => {
    fc.assert(fc.property(fc.string(), (raw) => void parseDraft(raw)));
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('not json')).toBeNull();
    expect(parseDraft('[1]')).toBeNull();
    expect(parseDraft('{"html":3}')).toBeNull();
    expect(parseDraft('{"html":"<p></p>"}')).toBeNull();
    expect(parseDraft('{"html":"<p>x</p>","quoteId":-2}')).toEqual({ html: '<p>x</p>', quoteId: null });
  });

  it('counts only real text as worth keeping', () => {
    expect(hasText('<p></p>')).toBe(false);
    expect(hasText('<p> </p><p><br></p>')).toBe(false);
    expect(hasText('<p>Hej</p>')).toBe(true);
  });

  it('keeps a draft per thread, drops an empty one, and clears it', () => {
    saveDraft(7, { html: '<p>Half a thought</p>', quoteId: 9 });
    expect(window.localStorage.getItem(draftKey(7))).not.toBeNull();
    expect(loadDraft(7)).toEqual({ html: '<p>Half a thought</p>', quoteId: 9 });
    expect(loadDraft(8)).toBeNull();
    saveDraft(7, { html: '<p></p>', quoteId: null });
    expect(loadDraft(7)).toBeNull();
    saveDraft(7, { html: '<p>Again</p>', quoteId: null });
    clearDraft(7);
    expect(loadDraft(7)).toBeNull();
  });
});
