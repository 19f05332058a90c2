// The theory beside the board: listens to the explorer's
// `hookgames:answer` events (explorer.js) and draws its panels in
// #theory.
'use strict';
