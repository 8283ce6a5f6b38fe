// Reading what a PDF the server made says (pdfjs-dist): the invoice, its printed pay link, a dispute's packet.

/** The text of each page, its items joined by `joiner` (a space keeps words apart; '' keeps a link whole). */
export async function pdfPages(bytes: Buffer, joiner = ' '): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(joiner));
  }
  return pages;
}

/** Every page's text, one page a line. */
export const pdfText = async (bytes: Buffer, joiner = ' '): Promise<string> => (await pdfPages(bytes, joiner)).join('\n');
