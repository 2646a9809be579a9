import type { MessageTable } from './en.js';

export const ZH_MESSAGES: Partial<MessageTable> = {};
