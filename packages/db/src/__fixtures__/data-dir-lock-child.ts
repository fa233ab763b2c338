/**
 * A second process for the data directory lock tests. `open <dir>`: opens the database there and reports
 * `opened` or the error's message. `lock <dir>`: waits until START_AT (ms since the epoch), takes the lock, reports
 * `won` or the message, and holds it for HOLD_MS.
 */
import { createDatabase } from '../client.ts';
import { lockDataDir } from '../data-dir-lock.ts';

const [mode, dataDir] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: data-dir-lock-child.ts open|lock <dir>');

if (mode === 'open') {
  try {
    const connection = await createDatabase({ dataDir });
    console.log('opened');
    await connection.close();
  } catch (error) {
    console.log((error as Error).message);
  }
} else {
  const startAt = Number(process.env.START_AT ?? 0);
  while (Date.now() < startAt) await new Promise((resolve) => setTimeout(resolve, 1));
  try {
    const lock = await lockDataDir(dataDir, 'the lock test');
    console.log('won');
    await new Promise((resolve) => setTimeout(resolve, Number(process.env.HOLD_MS ?? 0)));
    lock.release();
  } catch (error) {
    console.log((error as Error).message);
  }
}
