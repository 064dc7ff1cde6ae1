import { z } from 'zod';
import { LibraryTool } from './input.base.js';

export class LendBookTool extends LibraryTool {
  name = 'lend_book';
  description = 'Lends one book to a member until the due date.';
  schema = z.object({ bookId: z.string().describe('The book to lend.'), memberId: z.string().describe('The member who borrows it.') });
  protected async run(): Promise<{ content: [] }> {
    return { content: [] };
  }
}

export class RenewMembershipTool extends LibraryTool {
  name = 'renew_membership';
  description = 'Renews a membership for one more year.';
  schema = z.object({ memberId: z.string().describe('The member whose card is renewed.') });
  protected async run(): Promise<{ content: [] }> {
    return { content: [] };
  }
}
