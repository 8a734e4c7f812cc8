// The first lines of the single executable (scripts/build-binary.mjs puts them before the bundle).
// Node's single executable runs one CommonJS script whose `require` loads built-in modules only, so
// what must be files on disk (native addons, the web app, the migrations, data read at run time) is
// one compressed asset, written once to a private cache folder named after its contents; the bundle
// then resolves those packages and paths there, as a checkout would.
var __leadpathRoot;
var __leadpathModuleUrl;
var __leadpathRequire;
(() => {
  const { createRequire } = require('node:module');
  const fs = require('node:fs');
  const os = require('node:os');
  const path = require('node:path');
  const { pathToFileURL } = require('node:url');
  const zlib = require('node:zlib');

  const payloadId = __LEADPATH_PAYLOAD_ID__;
  const readPayload = () => {
    const sea = require('node:sea');
    if (sea.isSea()) return Buffer.from(sea.getAsset('payload'));
    // The bundle run by a plain node (a build check): its payload lies beside it.
    return fs.readFileSync(path.join(__dirname, 'payload.bin'));
  };
  const cacheHome = () => {
    if (process.env.LEADPATH_CACHE_DIR) return process.env.LEADPATH_CACHE_DIR;
    const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
    return path.join(base, 'leadpath');
  };

  /** Writes the payload's files under `into` (a fresh folder): [u32 header length][header JSON][bytes]. */
  function extract(payload, into) {
    const archive = zlib.gunzipSync(payload);
    const headerLength = archive.readUInt32LE(0);
    const files = JSON.parse(archive.subarray(4, 4 + headerLength).toString('utf8'));
    let offset = 4 + headerLength;
    for (const file of files) {
      const target = path.join(into, file.path);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, archive.subarray(offset, offset + file.size), { mode: file.mode });
      offset += file.size;
    }
  }

  const root = path.join(cacheHome(), payloadId);
  if (!fs.existsSync(path.join(root, '.complete'))) {
    // Written aside and renamed, so two processes starting at once never see half a folder.
    const aside = `${root}.${process.pid}.tmp`;
    fs.rmSync(aside, { recursive: true, force: true });
    extract(readPayload(), aside);
    fs.writeFileSync(path.join(aside, '.complete'), '');
    try {
      fs.renameSync(aside, root);
    } catch (error) {
      fs.rmSync(aside, { recursive: true, force: true });
      if (!fs.existsSync(path.join(root, '.complete'))) throw error;
    }
  }
  // The repository's layout: a module "in" apps/server/src finds ../../web/dist and ../../../drizzle.
  const entry = path.join(root, 'apps', 'server', 'src', 'leadpath.cjs');
  __leadpathRoot = root;
  __leadpathModuleUrl = pathToFileURL(entry).href;
  __leadpathRequire = createRequire(entry);
})();
