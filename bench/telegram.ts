/**
 * Telegram webhook benchmark: updates per second through the real bot and
 * its webhook (secret checked, de-duplication in storage, the conversational
 * core, replies sent to a fake Bot API on loopback). The baseline, in the
 * same run, is the replies alone: the same number of sendMessage calls made
 * straight to the fake, which is what the bot cannot go below. Prints JSON.
 */
import { Api } from 'grammy';
import { createConversation } from '../src/core/conversation/conversation.js';
import { createTelegramBot } from '../src/bots/telegram/telegram-bot.js';
import { createTelegramWebhook } from '../src/bots/telegram/webhook.js';
import { createTranslator } from '../src/i18n.js';
import { BOT_INFO, BOT_TOKEN, startFakeTelegram } from '../test/fakes/telegram-server.js';
import { createTestCoach, PUBLIC_URL } from '../test/helpers/api.js';
import { round } from './stats.js';

const UPDATES = Number(process.env.BENCH_UPDATES ?? 600);
const CONCURRENCY = 20;
/**
 * Each side is measured warm and over rounds, the median reported: throughput through a fresh process
 * rises for its first two or three thousand updates (741, 1,201, 1,358, 1,862 updates/s over the
 * first four runs of 600) while V8 compiles and sizes its heap.
 */
const ROUNDS = 5;
const WARM_UP_UPDATES = 3000;
const SECRET = 'bench-secret';

const telegram = await startFakeTelegram();
const translator = createTranslator();
const { coach, store, logger } = createTestCoach();
const conversation = createConversation({ coach, store, translator, logger, publicUrl: PUBLIC_URL });
const bot = createTelegramBot({
  token: BOT_TOKEN,
  apiRoot: telegram.url,
  conversation,
  store,
  translator,
  logger,
  botInfo: BOT_INFO,
});
const webhook = createTelegramWebhook({ telegram: bot, token: BOT_TOKEN, secretToken: SECRET, logger });

const update = (id: number) => ({
  update_id: id,
  message: {
    message_id: id,
    date: 1_795_000_000,
    chat: { id: 10_000 + id, type: 'private' },
    from: { id: 10_000 + id, is_bot: false, first_name: 'B', language_code: 'en' },
    text: '/help',
    entities: [{ type: 'bot_command', offset: 0, length: 5 }],
  },
});

async function inBatches(count: number, work: (i: number) => Promise<unknown>): Promise<number> {
  const started = performance.now();
  for (let next = 0; next < count; next += CONCURRENCY)
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, count - next) }, (_, i) => work(next + i)));
  return (performance.now() - started) / 1000;
}

try {
  const post = (id: number) =>
    webhook.handle(
      new Request(`${PUBLIC_URL}${webhook.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': SECRET },
        body: JSON.stringify(update(id)),
      }),
    );
  // Timed until every reply is sent: the webhook answers at once and works after.
  const updateRun = async (round: number) => {
    const started = performance.now();
    await inBatches(round === 0 ? WARM_UP_UPDATES : UPDATES, (i) => post(round * 1_000_000 + i + 1));
    await webhook.drain();
    return (round === 0 ? WARM_UP_UPDATES : UPDATES) / ((performance.now() - started) / 1000);
  };
  const updateRates: number[] = [];
  for (let index = 0; index <= ROUNDS; index++) updateRates.push(await updateRun(index));
  const sent = telegram.calls.filter((call) => call.method === 'sendMessage').length;
  const api = new Api(BOT_TOKEN, { apiRoot: telegram.url });
  const baselineRates: number[] = [];
  for (let index = 0; index <= ROUNDS; index++) {
    const count = index === 0 ? WARM_UP_UPDATES : UPDATES;
    baselineRates.push(count / (await inBatches(count, (i) => api.sendMessage(20_000 + i, 'What I can do: …'))));
  }
  // The first run of each warms up and is left out.
  const median = (rates: number[]) => rates.slice(1).sort((a, b) => a - b)[Math.floor(ROUNDS / 2)];
  const updatesPerSecond = round(median(updateRates), 0);
  const baselinePerSecond = round(median(baselineRates), 0);
  process.stdout.write(
    `${JSON.stringify({ benchmark: 'telegram-webhook', node: process.version, updates: UPDATES, rounds: ROUNDS, concurrency: CONCURRENCY, repliesSent: sent, updatesPerSecond, roundUpdatesPerSecond: updateRates.map((rate) => round(rate, 0)), baselineSendMessagePerSecond: baselinePerSecond, ratio: round(updatesPerSecond / baselinePerSecond, 3) }, null, 2)}\n`,
  );
} finally {
  await telegram.close();
}
