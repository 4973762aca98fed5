'use strict';
// The end of a generating script: its files written into a folder of the kit, or, with --check,
// compared with the folder's (the exit status 1 if any differs).

const fs = require('fs');
const path = require('path');

/** Write `generated` ({ file: text }) into `folder` (named `name` in messages), or check it with --check. */
function writeOrCheck(folder, name, generated, command) {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const [file, text] of Object.entries(generated)) {
    const target = path.join(folder, file);
    if (check) {
      const now = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : null;
      if (now !== text) { console.error(`${name}/${file} is out of date: run ${command}`); stale += 1; }
    } else {
      fs.mkdirSync(folder, { recursive: true });
      fs.writeFileSync(target, text);
      console.log(`wrote ${name}/${file}`);
    }
  }
  process.exitCode = stale ? 1 : 0;
}

module.exports = { writeOrCheck };
