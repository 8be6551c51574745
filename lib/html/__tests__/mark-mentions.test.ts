import { sanitizeHtml } from '../sanitize';

describe('sanitizeHtml with the names a post @mentions', () => {
  it('puts each mention in a span of its own, in any case, and leaves the rest as it was', () => {
    const html = sanitizeHtml('<p>Thanks @anna berg and @Erik Engaged, <em>see</em> this.</p>', [
      'Anna Berg',
      'Erik Engaged',
    ]);
    expect(html).toBe(
      '<p>Thanks <span class="mention">@anna berg</span> and <span class="mention">@Erik Engaged</span>, <em>see</em> this.</p>',
    );
  });

  it('does not mark a longer name, an e-mail address, code or a name it was not given', () => {
    const html = sanitizeHtml('<p>@Anna Bergström, mail anna@Anna Berg, <code>@Anna Berg</code>, @Olivia Owner</p>', [
      'Anna Berg',
    ]);
    expect(html).not.toContain('class="mention"');
  });

  it('stays safe: text that looks like markup stays text, and the post is still sanitized', () => {
    const html = sanitizeHtml(
      '<p title="@Anna Berg">&lt;img src=x onerror=alert(1)&gt;@Anna Berg<script>alert(1)</script></p><img src=x onerror=alert(2)>',
      ['Anna Berg', '<img src=x onerror=alert(3)>'],
    );
    const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
    expect(body.querySelectorAll('script, [onerror]')).toHaveLength(0);
    expect(body.querySelectorAll('img')).toHaveLength(1);
    expect(body.querySelector('p')?.getAttribute('title')).toBe('@Anna Berg');
    expect(body.querySelector('.mention')?.textContent).toBe('@Anna Berg');
    expect(body.querySelector('p')?.textContent).toBe('<img src=x onerror=alert(1)>@Anna Berg');
  });
});
