/** A Telegram update carrying a private chat's text message, as the Bot API sends it (a command unless `plain`). */
export const telegramText = (updateId: number, chatId: number, text: string, plain = false) => ({
  update_id: updateId,
  message: {
    message_id: updateId,
    date: 1_795_000_000,
    chat: { id: chatId, type: 'private' },
    from: { id: chatId, is_bot: false, first_name: 'J', language_code: 'en' },
    text,
    ...(plain ? {} : { entities: [{ type: 'bot_command', offset: 0, length: text.length }] }),
  },
});
