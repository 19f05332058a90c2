// The hookgames explorer's page: every number comes from the server's
// /api/explore (the library); this file only draws and plays.
'use strict';

(() => {
  const $ = (id) => document.getElementById(id);
  const SVG = 'http://www.w3.org/2000/svg';
  const GAME_NAMES = {
    'sato-welter': 'Sato–Welter', lctr: 'LCTR', downright: 'Downright', shifted: 'shifted hook removal',
    'turning-turtles': 'Turning Turtles', mhrg: 'MHRG', chess: 'impartial chess', 'lctr-nonrep': 'non-repetitive LCTR',
    'downright-nonrep': 'non-repetitive Downright', 'multi-lctr': 'two-dimensional LCTR', nim: 'Nim', wythoff: 'Wythoff', chomp: 'Chomp',
  };
  const GAMES = Object.keys(GAME_NAMES);
  const PLAYS = ['normal', 'misere'];
  // The games whose two moves are T and L (Gottlieb–Krnc–Muršič).
  const LETTERS = ['lctr', 'downright', 'lctr-nonrep', 'downright-nonrep', 'multi-lctr'];
  // The options each game takes, as the command line's --rect, --piece, --at, --history.
  const OPTIONS = { mhrg: ['rect'], chess: ['piece', 'at'], 'lctr-nonrep': ['history'], 'downright-nonrep': ['history'] };
  // The longest position sent in a query string; longer ones go in a POST body.
  const MAX_GET = 4000;

  const st = {
    game: 'sato-welter',
    play: 'normal',
    positions: [], // [{ text, label, at, history }]: the start, then one per move
    rect: '3x5', // MHRG's rectangle
    piece: 'queen', // the chess piece
    index: -1,
    answer: null,
    values: false,
    hooks: false,
    vs: null, // { human: 0 | 1, start }: the human moves at plies start + human, + 2, …
    hint: null,
    seq: 0,
    controller: null,
    cache: new Map(),
    trees: new Map(), // the answers with their game tree, by question
    timer: null,
  };

  const dark = () => document.documentElement.classList.contains('dark');

  function setState(s) {
    document.body.dataset.state = s;
  }

  function current() {
    return st.positions[st.index];
  }

  // ---- the server --------------------------------------------------------

  // The fields of the question about the position `entry` of the current game.
  function fields(entry) {
    const f = { game: st.game, position: entry.text, play: st.play };
    const takes = OPTIONS[st.game] || [];
    if (takes.includes('rect')) f.rect = st.rect;
    if (takes.includes('piece')) f.piece = st.piece;
    if (takes.includes('at') && entry.at) f.at = entry.at;
    if (takes.includes('history') && entry.history) f.history = entry.history;
    return f;
  }

  async function ask(entry) {
    const question = fields(entry);
    const key = JSON.stringify(question);
    if (st.cache.has(key)) return st.cache.get(key);
    if (st.controller) st.controller.abort();
    st.controller = new AbortController();
    let response;
    if (entry.text.length <= MAX_GET) {
      response = await fetch(`/api/explore?${new URLSearchParams(question)}`, { signal: st.controller.signal });
    } else {
      response = await fetch('/api/explore', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(question),
        signal: st.controller.signal,
      });
    }
    let body;
    try {
      body = await response.json();
    } catch (e) {
      body = { error: { kind: 'io', message: `the server answered HTTP ${response.status} without JSON` } };
    }
    if (!body.error) {
      if (st.cache.size > 500) st.cache.clear();
      st.cache.set(key, body);
    }
    return body;
  }

  async function load() {
    const seq = ++st.seq;
    clearTimeout(st.timer);
    setState('loading');
    $('hover').textContent = 'computing…';
    let body;
    try {
      body = await ask(current());
    } catch (e) {
      if (e.name === 'AbortError') return;
      body = { error: { kind: 'io', message: `the server cannot be reached: ${e.message}` } };
    }
    if (seq !== st.seq) return;
    if (body.error) {
      st.answer = null;
      showError(body.error);
      render();
      setState('error');
      announce(null);
      return;
    }
    showError(null);
    st.answer = body;
    current().text = body.position.text;
    if (document.activeElement !== $('position')) $('position').value = body.position.text;
    updateUrl();
    render();
    setState('ready');
    announce(body);
    computerMaybe();
  }

  // Tells the other panels of the page (theory.js) which position is
  // shown: a `hookgames:answer` event with the explorer's answer (null
  // after an error).
  function announce(answer) {
    document.dispatchEvent(new CustomEvent('hookgames:answer', {
      detail: { game: st.game, play: st.play, text: current() ? current().text : '', answer },
    }));
  }

  function showError(err) {
    const box = $('error');
    if (!err) {
      box.hidden = true;
      box.textContent = '';
      return;
    }
    box.hidden = false;
    box.textContent = `${err.kind === 'limit' ? 'Beyond a limit' : 'Refused'}: ${err.message}`;
  }

  function updateUrl() {
    // The position last, as a link reads best.
    const { position, ...rest } = fields(current());
    const q = new URLSearchParams({ ...rest, position });
    const url = `${location.pathname}?${q}`;
    if (url.length < 8000) history.replaceState(null, '', url);
  }

  // ---- positions and moves -------------------------------------------------

  function start(text, at, history) {
    st.positions = [{ text, label: 'start', at: at || '', history: history || '' }];
    st.index = 0;
    st.vs = null;
    st.hint = null;
    load();
  }

  // The parts of the diagram drawn (the non-repetitive games: λ[i,j] after the history).
  function parts(answer) {
    const out = [];
    for (const [p, m] of (answer.current || answer.position).runs) {
      for (let k = 0; k < Number(m); k++) out.push(Number(p));
    }
    return out;
  }

  function humanTurn(index) {
    return !st.vs || (index - st.vs.start) % 2 === st.vs.human;
  }

  function over() {
    return !!st.answer && Array.isArray(st.answer.moves) && st.answer.moves.length === 0;
  }

  function play(k, byComputer) {
    const a = st.answer;
    if (!a || !a.moves || !a.moves[k] || document.body.dataset.state !== 'ready') return;
    if (!byComputer && !humanTurn(st.index)) return;
    const m = a.moves[k];
    const here = current();
    st.positions = st.positions.slice(0, st.index + 1);
    st.positions.push({
      text: m.to.text,
      label: `${byComputer ? 'computer: ' : ''}${m.move}`,
      at: m.at ? `${m.at.row},${m.at.column}` : here.at,
      history: m.history !== undefined ? m.history : here.history,
    });
    st.index += 1;
    st.hint = null;
    load();
  }

  function computerMaybe() {
    if (!st.vs || over() || humanTurn(st.index) || st.index < st.positions.length - 1) return;
    const a = st.answer;
    if (!a || !a.reply) return;
    st.timer = setTimeout(() => play(a.reply.move, true), 250);
  }

  function undo() {
    if (st.index <= 0) return;
    let i = st.index - 1;
    while (st.vs && i > st.vs.start && !humanTurn(i)) i--;
    if (st.vs && i < st.vs.start) st.vs = null;
    st.index = Math.max(i, 0);
    st.hint = null;
    load();
  }

  function redo() {
    if (st.index >= st.positions.length - 1) return;
    let i = st.index + 1;
    while (st.vs && i < st.positions.length - 1 && !humanTurn(i)) i++;
    st.index = i;
    st.hint = null;
    load();
  }

  function versus(human) {
    if (!st.answer || !st.answer.moves) return;
    st.positions = st.positions.slice(0, st.index + 1);
    st.vs = { human, start: st.index };
    st.hint = null;
    render();
    computerMaybe();
  }

  function hint() {
    const a = st.answer;
    if (!a || !a.reply) return;
    st.hint = a.reply.move;
    render();
    const m = a.moves[st.hint];
    const why = { winning: 'a winning move', longest: 'no move wins: the longest defence', any: 'no move wins' }[a.reply.why];
    $('hover').textContent = `Hint (${why}): ${m.move} → ${m.to.text}, value ${m.grundy}`;
  }

  // ---- drawing ---------------------------------------------------------------

  function el(name, attrs, parent) {
    const e = document.createElementNS(SVG, name);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
    if (parent) parent.appendChild(e);
    return e;
  }

  function fill(v) {
    if (v === 0) return dark() ? '#2f9e66' : '#2e8b57';
    // Hues away from the zeros' green, one per value modulo 8.
    const h = [215, 275, 330, 25, 48, 190, 300, 0][(v - 1) % 8];
    return `hsl(${h}, 55%, ${dark() ? 30 : 83}%)`;
  }

  // The move a box makes, as an index into answer.moves, or -1.
  function boxMoves(a, ps) {
    const at = new Map();
    if (!a.moves) return at;
    a.moves.forEach((m, k) => {
      if (m.click) at.set(`${m.click.row},${m.click.column}`, k);
      else if (a.game === 'sato-welter' && m.hooks.length) at.set(`${m.hooks[0].row},${m.hooks[0].column}`, k);
    });
    if (LETTERS.includes(a.game)) {
      // As Figure 5 numbers the boxes: the box (i,j) is the position
      // λ[i-1,j-1], so T leads to the box (2,1) and L to the box (1,2).
      a.moves.forEach((m, k) => at.set(m.letter === 'T' ? '2,1' : '1,2', k));
    }
    return at;
  }

  // The boxes a move removes (or reaches), for the highlight.
  function affected(a, ps, m, i, j) {
    const boxes = [];
    if (a.game === 'sato-welter') {
      for (let c = j; c <= ps[i - 1]; c++) boxes.push([i, c]);
      for (let r = i + 1; r <= ps.length && ps[r - 1] >= j; r++) boxes.push([r, j]);
    } else if (a.game === 'lctr' || a.game === 'lctr-nonrep' || a.game === 'multi-lctr') {
      if (m.letter === 'T') for (let c = 1; c <= ps[0]; c++) boxes.push([1, c]);
      else for (let r = 1; r <= ps.length; r++) boxes.push([r, 1]);
    } else if (a.game === 'downright' || a.game === 'downright-nonrep') {
      boxes.push(m.letter === 'T' ? [2, 1] : [1, 2]);
    } else if (a.game === 'chess') {
      if (m.at) boxes.push([m.at.row, m.at.column]);
    } else if (a.shape === 'coins') {
      // The coins turned: the parts of one position and not of the other.
      const before = new Set(ps);
      const after = new Set(runParts(m.to.runs));
      for (const p of before) if (!after.has(p)) boxes.push([1, p]);
      for (const p of after) if (!before.has(p)) boxes.push([1, p]);
    } else {
      // The boxes the move removes: those of the diagram not in its result.
      const to = runParts(m.to.runs);
      ps.forEach((len, r) => {
        for (let c = (to[r] || 0) + 1; c <= len; c++) boxes.push([r + 1, c]);
      });
    }
    return boxes;
  }

  function runParts(runs) {
    const out = [];
    for (const [p, m] of runs) for (let k = 0; k < Number(m); k++) out.push(Number(p));
    return out;
  }

  function moveText(m) {
    const outcome = m.outcome === 'P' ? 'P: a winning move' : 'N';
    const r = m.remoteness === undefined ? '' : `, remoteness ${m.remoteness}`;
    return `${m.move} → ${m.to.text}: value ${m.grundy} (${outcome}${r})`;
  }

  function drawBoxes(svg, a) {
    const ps = parts(a);
    const rows = ps.length;
    // A shifted diagram's row i starts in column i.
    const first = (i) => (a.shape === 'shifted' ? i : 1);
    const cols = Math.max(0, ...ps.map((p, r) => first(r + 1) - 1 + p));
    const cell = Math.max(14, Math.min(46, Math.floor(Math.min(760 / Math.max(cols, 1), 600 / Math.max(rows, 1)))));
    const pad = 6;
    svg.setAttribute('width', cols * cell + 2 * pad);
    svg.setAttribute('height', Math.max(rows, 1) * cell + 2 * pad);
    svg.setAttribute('viewBox', `0 0 ${cols * cell + 2 * pad} ${Math.max(rows, 1) * cell + 2 * pad}`);
    const at = boxMoves(a, ps);
    const groups = new Map();
    const base = dark() ? '#2b2d33' : '#ffffff';
    const ink = dark() ? '#e8e6e1' : '#1d1d1b';
    for (let i = 1; i <= rows; i++) {
      for (let j = first(i); j < first(i) + ps[i - 1]; j++) {
        const k = at.has(`${i},${j}`) ? at.get(`${i},${j}`) : -1;
        let v;
        if (a.board) v = Number(a.board[i - 1][j - 1]);
        else if (k >= 0) v = Number(a.moves[k].grundy);
        const h = a.hook_lengths ? Number(a.hook_lengths[i - 1][j - first(i)]) : undefined;
        const g = el('g', { class: k >= 0 ? 'box move' : 'box', 'data-row': i, 'data-col': j }, svg);
        if (v !== undefined) g.setAttribute('data-value', v);
        if (h !== undefined) g.setAttribute('data-hook', h);
        const x = pad + (j - 1) * cell;
        const y = pad + (i - 1) * cell;
        const colour = st.values && v !== undefined;
        el('rect', {
          x, y, width: cell, height: cell,
          fill: colour ? fill(v) : base,
          stroke: dark() ? '#8a8c93' : '#555555',
          'stroke-width': colour && v === 0 ? 2.5 : 1,
        }, g);
        const big = Math.round(cell * 0.42);
        if (colour) {
          el('text', {
            x: x + cell / 2, y: y + cell / 2, 'text-anchor': 'middle', 'dominant-baseline': 'central',
            'font-size': big, 'font-weight': v === 0 ? 700 : 400, fill: v === 0 ? '#ffffff' : ink,
          }, g).textContent = String(v);
        }
        if (st.hooks && h !== undefined) {
          const small = colour ? Math.round(cell * 0.26) : big;
          el('text', colour
            ? { x: x + cell - 3, y: y + 3, 'text-anchor': 'end', 'dominant-baseline': 'hanging', 'font-size': small, fill: v === 0 ? '#ffffff' : ink }
            : { x: x + cell / 2, y: y + cell / 2, 'text-anchor': 'middle', 'dominant-baseline': 'central', 'font-size': small, fill: ink },
          g).textContent = String(h);
        }
        const rook = (a.game === 'downright' || a.game === 'downright-nonrep') && i === 1 && j === 1;
        const piece = a.game === 'chess' && a.at && a.at.row === i && a.at.column === j;
        const poison = a.game === 'chomp' && i === 1 && j === 1;
        if (rook || piece || poison) {
          g.classList.add(poison ? 'poison' : 'piece');
          el('circle', { cx: x + cell * 0.22, cy: y + cell * 0.78, r: Math.max(3, cell * 0.13), fill: poison ? '#7b3fa0' : dark() ? '#ffb4a8' : '#c0392b' }, g);
        }
        if (k >= 0) wireMove(g, a, ps, k, i, j, svg, groups);
        groups.set(`${i},${j}`, g);
      }
    }
    if (st.hint !== null && a.moves) {
      const m = a.moves[st.hint];
      const [hi, hj] = m.hooks.length ? [m.hooks[0].row, Number(m.hooks[0].column)] : m.click ? [m.click.row, m.click.column] : [0, 0];
      for (const [r, c] of affected(a, ps, m, hi, hj)) groups.get(`${r},${c}`)?.classList.add('hl');
    }
  }

  // Turning Turtles: coins 1 … n left to right, heads (H) at the parts; a
  // coin whose turn to tails makes one move is a button.
  function drawCoins(svg, a) {
    const heads = new Set(parts(a));
    const n = Math.max(1, Number(a.columns));
    const cell = Math.max(18, Math.min(46, Math.floor(900 / n)));
    const pad = 6;
    svg.setAttribute('width', n * cell + 2 * pad);
    svg.setAttribute('height', cell + 2 * pad + 16);
    svg.setAttribute('viewBox', `0 0 ${n * cell + 2 * pad} ${cell + 2 * pad + 16}`);
    const at = boxMoves(a, []);
    const ink = dark() ? '#e8e6e1' : '#1d1d1b';
    const ps = parts(a);
    const groups = new Map();
    const wire = [];
    for (let j = 1; j <= n; j++) {
      const k = at.has(`1,${j}`) ? at.get(`1,${j}`) : -1;
      const head = heads.has(j);
      const g = el('g', { class: k >= 0 ? 'box coin move' : 'box coin', 'data-row': 1, 'data-col': j, 'data-face': head ? 'H' : 'T' }, svg);
      if (k >= 0) g.setAttribute('data-value', Number(a.moves[k].grundy));
      const cx = pad + (j - 0.5) * cell;
      const cy = pad + cell / 2;
      const colour = st.values && k >= 0;
      el('circle', {
        cx, cy, r: cell * 0.42,
        fill: colour ? fill(Number(a.moves[k].grundy)) : head ? (dark() ? '#c9a227' : '#e8c547') : (dark() ? '#2b2d33' : '#ffffff'),
        stroke: dark() ? '#8a8c93' : '#555555',
      }, g);
      el('text', { x: cx, y: cy, 'text-anchor': 'middle', 'dominant-baseline': 'central', 'font-size': Math.round(cell * 0.4), fill: ink },
        g).textContent = colour ? String(a.moves[k].grundy) : head ? 'H' : 'T';
      el('text', { x: cx, y: pad + cell + 10, 'text-anchor': 'middle', 'font-size': 11, fill: dark() ? '#a6a49d' : '#5f5f58' }, g).textContent = String(j);
      groups.set(`1,${j}`, g);
      if (k >= 0) wire.push([g, k, j]);
    }
    // (Once every coin is drawn: a move outlines the coins it turns.)
    for (const [g, k, j] of wire) wireMove(g, a, ps, k, 1, j, svg, groups);
  }

  // Makes the drawn box `g` play the move k (click, Enter) and show it (hover).
  function wireMove(g, a, ps, k, i, j, svg, groups) {
    const m = a.moves[k];
    g.setAttribute('tabindex', '0');
    g.setAttribute('role', 'button');
    g.setAttribute('aria-label', `box (${i},${j}): ${moveText(m)}`);
    g.addEventListener('click', () => play(k, false));
    g.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        play(k, false);
      }
    });
    const on = () => {
      $('hover').textContent = `box (${i},${j}): ${moveText(m)}`;
      for (const [r, c] of affected(a, ps, m, i, j)) groups.get(`${r},${c}`)?.classList.add('hl');
    };
    const off = () => svg.querySelectorAll('.hl').forEach((n) => n.classList.remove('hl'));
    g.addEventListener('mouseenter', on);
    g.addEventListener('focus', on);
    g.addEventListener('mouseleave', off);
    g.addEventListener('blur', off);
  }

  // A position too large to draw box by box: one band per run of equal rows.
  function drawSummary(svg, a) {
    const runs = a.position.runs;
    const top = Math.max(1, ...runs.map(([p]) => Number(p)));
    const band = 34;
    const width = 720;
    svg.setAttribute('width', width + 12);
    svg.setAttribute('height', runs.length * (band + 4) + 40);
    svg.setAttribute('viewBox', `0 0 ${width + 12} ${runs.length * (band + 4) + 40}`);
    const ink = dark() ? '#e8e6e1' : '#1d1d1b';
    runs.forEach(([p, m], k) => {
      const w = Math.max(90, Math.round((width * Number(p)) / top));
      const g = el('g', { class: 'run', 'data-part': p, 'data-multiplicity': m }, svg);
      el('rect', { x: 6, y: 6 + k * (band + 4), width: w, height: band, fill: dark() ? '#2b3a4d' : '#dce8f5', stroke: dark() ? '#8a8c93' : '#555555' }, g);
      el('text', { x: 14, y: 6 + k * (band + 4) + band / 2, 'dominant-baseline': 'central', 'font-size': 15, fill: ink },
        g).textContent = `${m === '1' ? 'a row' : `${m} rows`} of ${p}`;
    });
    el('text', { x: 6, y: runs.length * (band + 4) + 28, 'font-size': 13, fill: dark() ? '#a6a49d' : '#5f5f58' }, svg)
      .textContent = `drawn in summary: ${a.size} boxes, one band per run of equal rows`;
  }

  function render() {
    const a = st.answer;
    const svg = $('board');
    svg.replaceChildren();
    svg.removeAttribute('width');
    if (a) {
      if (a.shape === 'coins') drawCoins(svg, a);
      else if (a.drawn) drawBoxes(svg, a);
      else drawSummary(svg, a);
    }
    document.body.dataset.position = a ? a.position.text : '';
    document.body.dataset.game = st.game;
    $('value').textContent = a ? a.grundy : '—';
    $('outcome').textContent = a
      ? (a.outcome === 'P' ? 'P: the previous player wins' : 'N: the next player wins') + (a.play === 'misere' ? ' (misère)' : '')
      : '—';
    $('remoteness').textContent = !a ? '—' : a.remoteness !== undefined ? String(a.remoteness) : 'beyond the explorer’s search';
    $('size').textContent = a ? `${a.size} boxes, ${a.rows} rows, ${a.columns} columns` : '—';
    renderTree(a);
    renderButtons(a);
    renderMoveList(a);
    renderStatus(a);
    renderHistory();
    renderNotes(a);
    if (!a || st.hint === null) $('hover').innerHTML = '&nbsp;';
    svg.hidden = !a;
  }

  function renderButtons(a) {
    const wrap = $('moves-buttons');
    wrap.hidden = !a || !LETTERS.includes(a.game);
    for (const letter of ['T', 'L']) {
      const b = $(`move-${letter}`);
      const k = a && a.moves ? a.moves.findIndex((m) => m.letter === letter) : -1;
      const name = st.game.startsWith('downright')
        ? (letter === 'T' ? 'rook down' : 'rook right')
        : (letter === 'T' ? 'remove the top row' : 'remove the left column');
      b.textContent = k >= 0 ? `${letter}: ${name} → value ${a.moves[k].grundy}` : `${letter}: ${name} (no move)`;
      b.disabled = k < 0 || !humanTurn(st.index);
      b.dataset.move = k;
      b.classList.toggle('hl', st.hint !== null && st.hint === k);
    }
    $('undo').disabled = st.index <= 0;
    $('redo').disabled = st.index >= st.positions.length - 1;
    $('hint').disabled = !a || !a.reply;
    const playable = !!a && !!a.moves && !over();
    $('play-first').disabled = !playable;
    $('play-second').disabled = !playable;
    $('stop-play').hidden = !st.vs;
  }

  // The game tree is counted when asked (the count can cost more than the
  // rest of the answer): the same question with tree=true.
  function renderTree(a) {
    const known = a && st.trees.get(JSON.stringify(fields(current())));
    $('tree-count').hidden = !a || !!known;
    $('tree').textContent = !a ? '—' : !known ? ''
      : known.tree ? `${known.tree.states} positions, ${known.tree.leaves} plays, the longest ${known.tree.height} moves`
        : `not counted: ${(known.omitted || []).filter((o) => o.field === 'tree').map((o) => o.reason).join('; ') || 'this game has no count'}`;
  }

  async function countTree() {
    const entry = current();
    const key = JSON.stringify(fields(entry));
    $('tree').textContent = 'counting…';
    $('tree-count').hidden = true;
    let body;
    try {
      const response = await fetch(`/api/explore?${new URLSearchParams({ ...fields(entry), tree: 'true' })}`);
      body = await response.json();
    } catch (e) {
      body = { error: { message: e.message } };
    }
    if (body.error) {
      $('tree').textContent = `not counted: ${body.error.message}`;
      return;
    }
    st.trees.set(key, body);
    if (current() === entry) renderTree(st.answer);
  }

  // Every move of the position, as a button: the moves no box makes alone
  // (Wythoff's diagonal, turns of the MHRG that share their first box,
  // coins turned in pairs) are played from here.
  function renderMoveList(a) {
    const ol = $('move-list');
    ol.replaceChildren();
    const moves = (a && a.moves) || [];
    $('move-count').textContent = String(moves.length);
    moves.forEach((m, k) => {
      const li = document.createElement('li');
      const b = document.createElement('button');
      b.type = 'button';
      b.className = m.grundy === '0' ? 'zero' : '';
      b.dataset.move = k;
      b.textContent = `${m.move} → ${m.to.text}${m.at ? ` (at ${m.at.row},${m.at.column})` : ''}: value ${m.grundy}`;
      b.disabled = !humanTurn(st.index);
      b.addEventListener('click', () => play(k, false));
      li.appendChild(b);
      ol.appendChild(li);
    });
  }

  function renderStatus(a) {
    let s = '';
    if (!a) {
      s = '';
    } else if (!a.moves) {
      s = 'Too large to play box by box: the value only.';
    } else if (over()) {
      const moverWins = a.play === 'misere';
      if (st.vs) {
        const humanToMove = humanTurn(st.index);
        s = humanToMove === moverWins ? 'You win.' : 'The computer wins.';
      } else {
        s = moverWins ? 'No move: the player to move wins (misère).' : 'No move: the player to move loses.';
      }
    } else if (st.vs) {
      s = humanTurn(st.index) ? 'Your move.' : 'The computer is thinking…';
    }
    $('status').textContent = s;
    document.body.dataset.over = over() ? 'true' : 'false';
  }

  function renderHistory() {
    const ol = $('history');
    ol.replaceChildren();
    st.positions.forEach((p, k) => {
      const li = document.createElement('li');
      li.textContent = k === 0 ? `start: ${p.text}` : `${p.label} → ${p.text}`;
      li.className = k === st.index ? 'current' : k > st.index ? 'future' : '';
      li.tabIndex = 0;
      const go = () => {
        st.index = k;
        if (st.vs && k < st.vs.start) st.vs = null;
        st.hint = null;
        load();
      };
      li.addEventListener('click', go);
      li.addEventListener('keydown', (e) => {
        if (e.key === 'Enter') go();
      });
      ol.appendChild(li);
    });
  }

  function renderNotes(a) {
    const legend = {
      'sato-welter': 'Click a box to remove its hook. With values on, each box shows the value of the position its move leads to: the zeros (green) are the winning moves (Kawanaka, Theorem 4.2).',
      lctr: 'As in Gottlieb–Krnc–Muršič’s Figure 5, the box (i,j) stands for the position λ[i-1,j-1] whose corner it is: click the box (2,1) to remove the top row, the box (1,2) to remove the left column (or press t, l). With values on, each box shows the value of its position: the zeros (green) are the P-positions, and a move to one wins.',
      downright: 'The rook (red dot) stands on the box (1,1); click the box below or to the right of it to move it (or press t, l). With values on, each box shows the value of the rook standing there (Figure 5).',
      shifted: 'A shifted diagram: row i starts in column i. Click a box to remove its shifted hook (Abuku–Tada, Definition 5.3); with values on, each box shows the value its move leads to. The values are Proposition 5.6’s.',
      'turning-turtles': 'The same game as a row of coins (Abuku–Tada, Proposition 5.6): the heads (H) are the parts. A move turns a head to tails and perhaps one coin to its left; click a head whose turn is one move, or play any move from the list.',
      mhrg: 'The Multiple Hook Removing Game in its rectangle (Abuku–Tada, Motegi): a turn removes a hook, and a second one when the numbering forces it. Click a box to make the turn it starts (when it starts one only), or play from the list.',
      chess: 'Impartial chess (Gottlieb–Krnc–Muršič §8): the piece (red dot) moves down and right inside the diagram. Click a box it reaches; with values on, each box shows the value of the piece standing there.',
      'lctr-nonrep': 'LCTR where no four consecutive moves hold two L and two T (Gottlieb–Krnc–Muršič §8): the history decides which moves are allowed. The diagram drawn is the one left after the history.',
      'downright-nonrep': 'Downright under the non-repetitive rule of §8: the rook moves down (T) or right (L) unless the last three moves forbid it.',
      'multi-lctr': 'LCTR on corners (Gottlieb–Krnc–Muršič §8, d = 2): a move decreases one coordinate of every corner, which removes the top row or the left column. The values come from the dense corners board, not from LCTR’s formula; the board is Figure 5’s.',
      nim: 'Nim: each row is a heap. Click a token to take it and every token to its right. The value is the nim-sum of the heaps (Bouton).',
      wythoff: 'Wythoff’s game: the two rows are the heaps. Click a token to shorten its heap; take the same number from both in the list.',
      chomp: 'Chomp (Gale): click a box to eat it and every box below and to the right of it; the box (1,1) (purple dot) is poisoned: the player left with it alone has lost.',
    }[st.game];
    $('legend').textContent = legend;
    const ul = $('omitted');
    ul.replaceChildren();
    for (const o of (a && a.omitted) || []) {
      const li = document.createElement('li');
      li.textContent = `${o.field}: ${o.reason}`;
      ul.appendChild(li);
    }
  }

  // ---- exports ---------------------------------------------------------------

  function download(name, type, text) {
    const url = URL.createObjectURL(new Blob([text], { type }));
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  function fileName(ext) {
    const text = (current() && current().text) || 'position';
    return `hookgames-${st.game}-${text.replace(/[^0-9A-Za-z^,]+/g, '_').slice(0, 80)}.${ext}`;
  }

  function exportSvg() {
    const svg = $('board').cloneNode(true);
    svg.setAttribute('xmlns', SVG);
    svg.querySelectorAll('[tabindex],[role],[aria-label]').forEach((n) => {
      n.removeAttribute('tabindex');
      n.removeAttribute('role');
      n.removeAttribute('aria-label');
    });
    const style = document.createElementNS(SVG, 'style');
    style.textContent = 'text { font-family: system-ui, "DejaVu Sans", sans-serif; }';
    svg.insertBefore(style, svg.firstChild);
    const title = document.createElementNS(SVG, 'title');
    title.textContent = `${GAME_NAMES[st.game]}, ${st.play} play: ${current().text} (value ${st.answer ? st.answer.grundy : '?'})`;
    svg.insertBefore(title, svg.firstChild);
    download(fileName('svg'), 'image/svg+xml', new XMLSerializer().serializeToString(svg));
  }

  function exportJson() {
    if (st.answer) download(fileName('json'), 'application/json', `${JSON.stringify(st.answer, null, 2)}\n`);
  }

  // ---- wiring ------------------------------------------------------------------

  function setDark(on) {
    document.documentElement.classList.toggle('dark', on);
    $('toggle-dark').checked = on;
    try {
      localStorage.setItem('hookgames-dark', on ? '1' : '0');
    } catch (e) {
      // (storage may be off)
    }
    render();
  }

  function init() {
    const q = new URLSearchParams(location.search);
    st.game = GAMES.includes(q.get('game')) ? q.get('game') : 'sato-welter';
    st.play = PLAYS.includes(q.get('play')) ? q.get('play') : 'normal';
    const text = q.get('position') || '9,8,6,5,5,2';
    if (q.get('rect')) st.rect = q.get('rect');
    if (q.get('piece')) st.piece = q.get('piece');
    $('rect').value = st.rect;
    $('piece').value = st.piece;
    $('game').value = st.game;
    showOptions();
    $('play').value = st.play;
    $('position').value = text;
    let stored = null;
    try {
      stored = localStorage.getItem('hookgames-dark');
    } catch (e) {
      stored = null;
    }
    const on = stored === null ? matchMedia('(prefers-color-scheme: dark)').matches : stored === '1';
    document.documentElement.classList.toggle('dark', on);
    $('toggle-dark').checked = on;

    $('ask').addEventListener('submit', (e) => {
      e.preventDefault();
      readForm();
      start($('position').value.trim() || '∅', $('at').value.trim(), $('moves-history').value.trim());
    });
    $('examples').addEventListener('change', () => {
      const v = $('examples').value;
      if (!v) return;
      const [game, pos, option] = v.split('|');
      $('game').value = game;
      $('position').value = pos;
      if (game === 'mhrg' && option) $('rect').value = option;
      if (game === 'chess' && option) $('piece').value = option;
      $('at').value = '';
      $('moves-history').value = '';
      readForm();
      start(pos);
    });
    for (const id of ['game', 'play']) {
      $(id).addEventListener('change', () => {
        readForm();
        start(current() ? current().text : $('position').value);
      });
    }
    $('move-T').addEventListener('click', () => play(Number($('move-T').dataset.move), false));
    $('move-L').addEventListener('click', () => play(Number($('move-L').dataset.move), false));
    $('undo').addEventListener('click', undo);
    $('redo').addEventListener('click', redo);
    $('hint').addEventListener('click', hint);
    $('tree-count').addEventListener('click', countTree);
    $('play-first').addEventListener('click', () => versus(0));
    $('play-second').addEventListener('click', () => versus(1));
    $('stop-play').addEventListener('click', () => {
      st.vs = null;
      render();
    });
    $('toggle-values').addEventListener('change', () => {
      st.values = $('toggle-values').checked;
      render();
    });
    $('toggle-hooks').addEventListener('change', () => {
      st.hooks = $('toggle-hooks').checked;
      render();
    });
    $('toggle-dark').addEventListener('change', () => setDark($('toggle-dark').checked));
    $('export-svg').addEventListener('click', exportSvg);
    $('export-json').addEventListener('click', exportJson);
    $('copy-link').addEventListener('click', () => {
      const done = () => { $('hover').textContent = `link copied: ${location.href}`; };
      if (navigator.clipboard) navigator.clipboard.writeText(location.href).then(done, () => { $('hover').textContent = location.href; });
      else $('hover').textContent = location.href;
    });
    document.addEventListener('keydown', (e) => {
      const tag = e.target.tagName;
      if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA' || e.ctrlKey || e.metaKey || e.altKey) return;
      const flip = (id) => {
        $(id).checked = !$(id).checked;
        $(id).dispatchEvent(new Event('change'));
      };
      const keys = {
        u: undo,
        r: redo,
        h: hint,
        v: () => flip('toggle-values'),
        k: () => flip('toggle-hooks'),
        d: () => flip('toggle-dark'),
        t: () => !$('move-T').disabled && $('move-T').click(),
        l: () => !$('move-L').disabled && $('move-L').click(),
      };
      const f = keys[e.key.toLowerCase()];
      if (f) {
        e.preventDefault();
        f();
      }
    });
    $('at').value = q.get('at') || '';
    $('moves-history').value = q.get('history') || '';
    start(text, q.get('at') || '', q.get('history') || '');
  }

  // The game, the play and the game's options, from the form.
  function readForm() {
    st.game = $('game').value;
    st.play = $('play').value;
    st.rect = $('rect').value.trim() || st.rect;
    st.piece = $('piece').value.trim() || st.piece;
    showOptions();
  }

  // Shows the inputs of the options the game takes.
  function showOptions() {
    const takes = OPTIONS[$('game').value] || [];
    for (const o of ['rect', 'piece', 'at', 'history']) $(`opt-${o}`).hidden = !takes.includes(o);
  }

  document.addEventListener('DOMContentLoaded', init);
})();
