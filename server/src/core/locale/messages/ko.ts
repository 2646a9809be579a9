import type { MessageTable } from './en.js';

export const KO_MESSAGES: Partial<MessageTable> = {};
