import type { MessageTable } from './en.js';

export const JA_MESSAGES: Partial<MessageTable> = {};
