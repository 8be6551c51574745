import { repliesWhere } from '../server/replies-page-choice';

describe('which replies page the thread page opens', () => {
  it('takes ?page= first', () => {
    expect(repliesWhere({ page: '3', postId: '90', quoteId: '91' }, 95)).toEqual({ page: 3 });
  });

  it('then the page holding ?postId=, then ?quoteId=', () => {
    expect(repliesWhere({ postId: '90', quoteId: '91' }, 95)).toEqual({ at: 90 });
    expect(repliesWhere({ quoteId: '91' }, 95)).toEqual({ at: 91 });
  });

  it('then the first unread reply, else page 1', () => {
    expect(repliesWhere({}, 95)).toEqual({ at: 95 });
    expect(repliesWhere({}, null)).toEqual({ page: 1 });
  });

  it('ignores what is not a positive whole number', () => {
    expect(repliesWhere({ page: '0', postId: 'abc', quoteId: '-4' }, null)).toEqual({ page: 1 });
    expect(repliesWhere({ page: ['2', '5'] }, null)).toEqual({ page: 2 });
  });
});
