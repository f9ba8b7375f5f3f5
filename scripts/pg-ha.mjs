// A throw-away highly available PostgreSQL from Debian's pg_auto_failover (postgresql-15-auto-failover) in a
// temporary folder: its monitor, a primary and a synchronous standby, each a `pg_autoctl run` of its own, on free
// ports. For `npm run cluster -- --ha` and `npm run chaos -- --ha` (docs/deployment.md, ADR 0095). As root the
// nodes belong to the postgres user (PostgreSQL refuses to run as root). HA_KEEP=1 keeps the folder (its logs).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findBinDir, freePort } from './pg-cluster.mjs';

export const PG_AUTOCTL = '/usr/bin/pg_autoctl';

/**
 * The monitor decides a failover. Its defaults take 30–50 s: 20 s before a silent primary counts as unhealthy, then
 * 30 s (primary_demote_timeout) for the old primary to demote itself before the standby is promoted. Here about
 * 10 s, the order kept that prevents two primaries: a primary that loses both the monitor and its standby demotes
 * itself after the keepers' network_partition_timeout (KEEPER_SETTINGS, 5 s), before the monitor's 8 s are up.
 */
const MONITOR_SETTINGS = {
  'pgautofailover.health_check_period': 1000,
  'pgautofailover.health_check_timeout': 1000,
  'pgautofailover.health_check_max_retries': 1,
  'pgautofailover.health_check_retry_delay': 500,
  'pgautofailover.node_considered_unhealthy_timeout': 4000,
  'pgautofailover.primary_demote_timeout': 8000,
};
/** `pg_autoctl config set` on every node before it runs (seconds). */
const KEEPER_SETTINGS = { 'timeout.network_partition_timeout': 5 };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the monitor and `nodes` PostgreSQL nodes (the first becomes the primary, the others its standbys) and
 * waits until the formation has a primary with every standby in sync. Answers the application's multi-host URL
 * (target_session_attrs=read-write), the nodes, `state()`, `kill(i)` (SIGKILL of node i's pg_autoctl and
 * PostgreSQL, as a crash of its machine), `start(i)` (its pg_autoctl again: a former primary rejoins as standby),
 * `restarts()`, `logTails()`, `waitFor(check)` and `stop()` (stops everything and removes the folder; safe to call
 * more than once). A keeper that exits by itself is started again, as its systemd service would be.
 */
export async function startHaCluster({ prefix = 'portal-ha-', nodes = 2 } = {}) {
  const bin = findBinDir();
  if (!bin || !fs.existsSync(PG_AUTOCTL)) {
    throw new Error('pg_auto_failover not found. Install it with: sudo apt-get install -y postgresql-15-auto-failover');
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  // pg_autoctl keeps its configuration and state under XDG folders: here, so that removing `dir` removes them.
  const env = { ...process.env, XDG_CONFIG_HOME: path.join(dir, 'config'), XDG_DATA_HOME: path.join(dir, 'share') };
  const command = (args) =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', 'env', ...envArgs(env), PG_AUTOCTL, ...args]] : [PG_AUTOCTL, args];
  const autoctl = (args) => {
    const [cmd, all] = command(args);
    return execFileSync(cmd, all, { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  };
  const pgctl = path.join(bin, 'pg_ctl');
  const common = ['--hostname', '127.0.0.1', '--listen', '127.0.0.1', '--auth', 'trust', '--no-ssl', '--pgctl', pgctl];

  const monitorPort = await freePort();
  const members = [];
  for (let i = 0; i < nodes; i++) {
    members.push({ name: `node${i + 1}`, port: await freePort(), pgdata: path.join(dir, `node${i + 1}`) });
  }
  const monitor = { name: 'monitor', pgdata: path.join(dir, 'monitor') };
  const monitorUrl = `postgres://autoctl_node@127.0.0.1:${monitorPort}/pg_auto_failover?sslmode=disable`;
  /** The running `pg_autoctl run` (or `create … --run`) of each node, by name. */
  const running = new Map();
  /** The nodes killed on purpose (a machine that crashed) until start() brings them back. */
  const down = new Set();
  /** How often the supervisor started a node's pg_autoctl again, by name. */
  const restarts = new Map();
  const logPath = (member) => path.join(dir, `${member.name}.log`);
  let stopped = false;
  const launch = (member, args) => {
    const [cmd, all] = command(args);
    const log = fs.openSync(logPath(member), 'a');
    // Its own process group, so that kill() reaches everything it started.
    const child = spawn(cmd, all, { env, detached: true, stdio: ['ignore', log, log] });
    fs.closeSync(log);
    running.set(member.name, child);
    child.once('exit', (code, signal) => {
      if (running.get(member.name) !== child) return;
      running.delete(member.name);
      if (stopped || down.has(member.name)) return;
      // As the service of `pg_autoctl show systemd` (Restart=always), which docs/deployment.md sets up: a keeper
      // that exits (it does after failing a transition several times) is started again.
      fs.appendFileSync(logPath(member), `[supervisor] pg_autoctl exited (${signal ?? code}); starting it again\n`);
      restarts.set(member.name, (restarts.get(member.name) ?? 0) + 1);
      setTimeout(() => {
        if (!stopped && !down.has(member.name) && !running.has(member.name)) launch(member, args);
      }, 1_000);
    });
  };
  const postmasterPid = (member) => {
    try {
      return Number(fs.readFileSync(path.join(member.pgdata, 'postmaster.pid'), 'utf8').split('\n')[0]) || undefined;
    } catch {
      return undefined;
    }
  };
  const killNode = (member, signal) => {
    const child = running.get(member.name);
    if (child?.pid) signalGroup(child.pid, signal);
    const pid = postmasterPid(member);
    if (signal === 'SIGKILL' && pid) for (const p of [pid, ...childrenOf(pid)]) signalPid(p, 'SIGKILL');
  };
  const state = () => JSON.parse(autoctl(['show', 'state', '--pgdata', monitor.pgdata, '--json']));
  const waitFor = async (check, what, timeoutMs = 120_000) => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      let nodesNow = [];
      try {
        nodesNow = state();
      } catch {
        // the monitor is starting
      }
      if (check(nodesNow)) return nodesNow;
      if (Date.now() > until) {
        const seen = nodesNow.map((n) => `${n.nodename} ${n.current_group_state}`).join(', ');
        throw new Error(`pg_auto_failover: ${what} not reached in time (${seen}; logs: ${dir}/*.log with HA_KEEP=1)`);
      }
      await sleep(500);
    }
  };
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    const all = [...members, monitor];
    for (const member of all) killNode(member, 'SIGTERM');
    const until = Date.now() + 15_000;
    while (running.size > 0 && Date.now() < until) await sleep(200);
    for (const member of all) killNode(member, 'SIGKILL');
    if (!process.env.HA_KEEP) fs.rmSync(dir, { recursive: true, force: true });
  };
  /** The synchronous stop for process 'exit': everything killed at once, the folder removed. */
  const stopNow = () => {
    if (stopped) return;
    stopped = true;
    for (const member of [...members, monitor]) killNode(member, 'SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  };

  try {
    autoctl(['create', 'monitor', '--pgdata', monitor.pgdata, '--pgport', String(monitorPort), ...common]);
    launch(monitor, ['run', '--pgdata', monitor.pgdata]);
    await monitorReady(autoctl, monitor.pgdata);
    const settings = Object.entries(MONITOR_SETTINGS).map(([k, v]) => `alter system set ${k} = ${v};`);
    runSql(asRoot, path.join(bin, 'psql'), monitorUrl.replace('autoctl_node', 'postgres'), [
      ...settings,
      'select pg_reload_conf();',
    ]);
    for (const [i, member] of members.entries()) {
      const create = ['create', 'postgres', '--pgdata', member.pgdata, '--pgport', String(member.port)];
      autoctl([...create, '--name', member.name, '--monitor', monitorUrl, ...common]);
      for (const [key, value] of Object.entries(KEEPER_SETTINGS)) {
        autoctl(['config', 'set', '--pgdata', member.pgdata, key, String(value)]);
      }
      launch(member, ['run', '--pgdata', member.pgdata]);
      // One at a time: the first must be the primary before a standby copies it.
      await waitFor(
        (list) => list.filter((n) => ['primary', 'single', 'secondary'].includes(n.current_group_state)).length > i,
        `${member.name} ready`,
      );
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const hosts = members.map((m) => `127.0.0.1:${m.port}`).join(',');
  return {
    url: `postgres://postgres@${hosts}/postgres?target_session_attrs=read-write`,
    monitorUrl,
    dir,
    nodes: members,
    state,
    waitFor,
    /** The node that reports 'primary' or 'wait_primary' (writes go there), or undefined. */
    primary: () => {
      const found = state().find((n) => ['primary', 'wait_primary', 'single'].includes(n.current_group_state));
      return found && members.find((m) => m.port === found.nodeport);
    },
    kill: (i) => {
      down.add(members[i].name);
      killNode(members[i], 'SIGKILL');
    },
    start: (i) => {
      down.delete(members[i].name);
      launch(members[i], ['run', '--pgdata', members[i].pgdata]);
    },
    /** How often the supervisor started each node's pg_autoctl again after it exited by itself. */
    restarts: () => Object.fromEntries(restarts),
    /** The last `lines` lines of each log (monitor and nodes), for a run that failed. */
    logTails: (lines = 60) =>
      [monitor, ...members]
        .map((member) => {
          let text = '';
          try {
            text = fs.readFileSync(logPath(member), 'utf8');
          } catch {
            // not created
          }
          return `--- ${member.name}.log (last ${lines} lines)\n${text
            .split('\n')
            .slice(-lines - 1)
            .join('\n')}`;
        })
        .join('\n'),
    sql: (member, statements) =>
      runSql(asRoot, path.join(bin, 'psql'), `postgres://postgres@127.0.0.1:${member.port}/postgres`, statements),
    stop,
    stopNow,
  };
}

function envArgs(env) {
  return ['XDG_CONFIG_HOME', 'XDG_DATA_HOME'].map((k) => `${k}=${env[k]}`);
}

async function monitorReady(autoctl, pgdata) {
  for (let i = 0; i < 100; i++) {
    try {
      autoctl(['show', 'uri', '--pgdata', pgdata]);
      return;
    } catch {
      await sleep(300);
    }
  }
}

/** psql -Atc for each statement; answers the output. */
function runSql(asRoot, psql, url, statements) {
  const args = [url, '-X', '-At', '-v', 'ON_ERROR_STOP=1', ...statements.flatMap((s) => ['-c', s])];
  const [cmd, all] = asRoot ? ['runuser', ['-u', 'postgres', '--', psql, ...args]] : [psql, args];
  return execFileSync(cmd, all, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

function signalPid(pid, signal) {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}

/** The pids whose parent is `pid` (PostgreSQL's backends and workers under its postmaster). */
function childrenOf(pid) {
  const found = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) found.push(Number(entry));
    } catch {
      // ended meanwhile
    }
  }
  return found;
}
