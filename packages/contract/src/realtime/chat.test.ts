import { describe, expect, it } from 'vitest';
import { ChatClientMessage, ChatServerMessage } from './chat';

const uuid = '5f0c6a43-3d1e-4c8e-9d43-8a1b2c3d4e5f';

describe('chat: answers stream in deltas until finish_reason stop', () => {
  it('accepts a question and rejects a blank one', () => {
    expect(ChatClientMessage.safeParse({ v: 1, type: 'question', uuid, question: 'Who wins?' }).success).toBe(
      true,
    );
    expect(ChatClientMessage.safeParse({ v: 1, type: 'question', uuid, question: '   ' }).success).toBe(
      false,
    );
  });
  it('accepts deltas, the final delta and a message list', () => {
    const delta = { v: 1, type: 'delta', uuid, delta: { content: 'Ars' }, finish_reason: null };
    expect(ChatServerMessage.safeParse(delta).success).toBe(true);
    expect(ChatServerMessage.safeParse({ ...delta, finish_reason: 'stop' }).success).toBe(true);
    const list = {
      v: 1,
      type: 'message_list',
      uuid,
      messages: [{ role: 'user', message: 'Hi', extra: null }],
    };
    expect(ChatServerMessage.safeParse(list).success).toBe(true);
  });
  it('rejects an unknown message type', () => {
    expect(ChatServerMessage.safeParse({ v: 1, type: 'typing', uuid }).success).toBe(false);
  });
});
