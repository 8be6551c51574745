import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { htmlLang } from '@/lib/i18n/html-lang';
import { setPageSecurityHeaders } from '@/lib/security/page-headers';

type PortalDocumentProps = DocumentInitialProps & { nonce?: string };

/**
 * The HTML shell: the page's language, and the page's security headers, whose content security
 * policy carries a script nonce new for every response.
 */
export default class PortalDocument extends Document<PortalDocumentProps> {
  static override async getInitialProps(ctx: DocumentContext): Promise<PortalDocumentProps> {
    const initialProps = await Document.getInitialProps(ctx);
    const { res } = ctx;
    if (!res || res.headersSent) return initialProps;
    const nonce = setPageSecurityHeaders((name, value) => res.setHeader(name, value));
    return { ...initialProps, nonce };
  }

  override render() {
    const { nonce } = this.props;
    const pageProps = this.props.__NEXT_DATA__.props?.pageProps as
      { _nextI18Next?: { initialLocale?: string } } | undefined;
    return (
      <Html lang={htmlLang(pageProps?._nextI18Next?.initialLocale)}>
        <Head nonce={nonce}>
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          <meta name="theme-color" content="#0b5f5a" />
        </Head>
        <body>
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
