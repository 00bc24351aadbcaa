# Sourced by the scripts that start a throw-away server for the tests (postgres.sh, redis.sh).

# The first loopback port from $1 that nothing listens on: a server another run left behind (or
# anything else on the machine) keeps its port, and this run takes the next.
first_free_port() {
  local port=$1
  while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 1)); done
  echo "$port"
}
