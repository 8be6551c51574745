declare const safeHtmlBrand: unique symbol;

/**
 * HTML that went through `sanitizeHtml`: the only kind `RichText` renders. A type of its own, so
 * raw API HTML cannot reach the DOM by mistake; only the sanitizer makes one (a type-only module,
 * so naming it does not load the sanitizer).
 */
export type SafeHtml = string & { readonly [safeHtmlBrand]: true };
