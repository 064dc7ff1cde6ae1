import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

declare function truncateIfNeeded(text: string): string;
declare function appendParam(params: URLSearchParams, key: string, value: string | undefined): void;
declare const catalogue: { search(params: URLSearchParams): Promise<{ title: string; summary: string }[]> };

const server = new McpServer({ name: 'library', version: '1.0.0' });

// Shortening the answer, stripping tags from it and building a query change no stored data.
server.registerTool(
  'search_books',
  {
    description: 'Searches the catalogue for books by title words.',
    inputSchema: { words: z.string(), author: z.string().optional() },
    annotations: { readOnlyHint: true },
  },
  async ({ words, author }) => {
    const params = new URLSearchParams();
    appendParam(params, 'q', words);
    appendParam(params, 'author', author);
    const books = await catalogue.search(params);
    const lines = books.map((book) => `${book.title.normalize('NFD').replace(/[\u0300-\u036f]/g, '')}: ${book.summary.replace(/<[^>]*>/g, '')}`);
    return { content: [{ type: 'text' as const, text: truncateIfNeeded(lines.join('\n').replaceAll('\t', ' ')) }] };
  },
);
