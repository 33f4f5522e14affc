// Starts bench/history/emulators.mjs as a child and speaks to it.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export async function startEmulatorProcess(ports) {
  const child = fork(fileURLToPath(new URL('emulators.mjs', import.meta.url)), [JSON.stringify(ports)], {
    execArgv: ['--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = (key) =>
    new Promise((resolve, reject) => {
      const onMessage = (message) => {
        if (!(key in message)) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message[key]);
      };
      const onExit = (code) => reject(new Error(`Los emuladores terminaron (código ${code})`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const started = await next('started');
  return {
    ...started,
    /** The process's memory (bytes) after a full garbage collection. */
    async memory() {
      const reply = next('memory');
      child.send('memory');
      return reply;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('stop');
      await exited;
    },
  };
}
