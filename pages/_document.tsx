import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { htmlLang } from '@/lib/i18n/html-lang';

type PortalDocumentProps = DocumentInitialProps & { nonce?: string };

/** The HTML shell: the page's language, and the per-request script nonce the middleware set for the CSP. */
export default class PortalDocument extends Document<PortalDocumentProps> {
  static override async getInitialProps(ctx: DocumentContext): Promise<PortalDocumentProps> {
    const initialProps = await Document.getInitialProps(ctx);
    const nonce = ctx.req?.headers['x-nonce'];
    return { ...initialProps, nonce: typeof nonce === 'string' ? nonce : undefined };
  }

  override render() {
    const { nonce } = this.props;
    const pageProps = this.props.__NEXT_DATA__.props?.pageProps as { _nextI18Next?: { initialLocale?: string } } | undefined;
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
