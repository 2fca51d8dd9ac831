// The editors' console (served by the e2e content service at /console/): what an editor does there,
// in the browser, through its generated forms. Fields are found by their form path (`document.title.en`),
// which is the document's field path the API names in its errors.
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CONTENT_PORT } from './env.ts';
import type { Account } from './accounts.ts';

export const CONSOLE_URL = `http://localhost:${CONTENT_PORT}/console/`;

export class ConsolePage {
  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
  ) {}

  /** A browser of its own (its own session storage: its own login) for `account`, logged in. */
  static async as(browser: Browser, account: Account): Promise<ConsolePage> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    const console = new ConsolePage(context, await context.newPage());
    await console.login(account);
    return console;
  }

  async login(account: Account): Promise<void> {
    await this.page.goto(`${CONSOLE_URL}login`);
    await this.page.locator('input[name="username"]').waitFor({ timeout: 30_000 });
    await this.page.locator('input[name="username"]').fill(account.email);
    await this.page.locator('input[name="password"]').fill(account.password);
    await this.page.locator('button[type="submit"]').click();
    await expect(this.page.getByRole('heading', { level: 1 })).toContainText(account.name, { timeout: 30_000 });
  }

  async open(path: string): Promise<void> {
    await this.page.goto(`${CONSOLE_URL}${path.replace(/^\//, '')}`);
  }

  field(source: string) {
    return this.page.locator(`[name="${source}"]`);
  }

  async fill(source: string, value: string): Promise<void> {
    await this.field(source).fill(value);
  }

  /** A choice of a select (an enum of the schema). */
  async choose(source: string, option: string): Promise<void> {
    // MUI's select: the hidden input carries the name, the combobox beside it opens the options.
    await this.field(source).locator('xpath=..').getByRole('combobox').click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** Types into a rich-text field (TipTap). */
  async typeRichText(source: string, text: string): Promise<void> {
    const editor = this.page.locator(`[class*="ra-input-${source}"] .ProseMirror`).first();
    await editor.click();
    await this.page.keyboard.type(text);
  }

  /** Adds an item to the list at `source` (the iterator's add button). */
  async addItem(source: string): Promise<void> {
    await this.page.locator(`[class*="button-add-${source}"]`).first().click();
  }

  /** Presses a workflow button by its label and waits for the notification of its success. */
  async workflow(label: string | RegExp): Promise<void> {
    await this.page.getByRole('button', { name: label }).click();
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}

/** A small valid PDF (one empty page), as a research report's file. */
export function samplePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
