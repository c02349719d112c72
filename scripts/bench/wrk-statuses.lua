-- For `bench -- public-reads` when wrk runs the load: counts answers by status in each thread
-- and prints {"requests", "seconds", "statuses"} as JSON, like scripts/bench/http-load.mjs.
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  s200, s304, other = 0, 0, 0
end

function response(status, headers, body)
  if status == 200 then s200 = s200 + 1 elseif status == 304 then s304 = s304 + 1 else other = other + 1 end
end

function done(summary, latency, requests)
  local a, b, c = 0, 0, 0
  for _, thread in ipairs(threads) do
    a = a + thread:get("s200")
    b = b + thread:get("s304")
    c = c + thread:get("other")
  end
  io.write(string.format('{"requests": %d, "seconds": %f, "statuses": {"200": %d, "304": %d, "other": %d}}\n', summary.requests, summary.duration / 1e6, a, b, c))
end
