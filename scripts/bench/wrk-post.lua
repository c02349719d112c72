-- For `bench -- pick-stack`: POSTs WRK_BODY (JSON) on every request and prints
-- {"requests", "seconds", "statuses"} as JSON, counting answers by status.
wrk.method = "POST"
wrk.body = os.getenv("WRK_BODY")
wrk.headers["Content-Type"] = "application/json"

local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  counts = {}
end

function response(status, headers, body)
  counts[status] = (counts[status] or 0) + 1
end

function done(summary, latency, requests)
  local all = {}
  for _, thread in ipairs(threads) do
    for status, n in pairs(thread:get("counts")) do all[status] = (all[status] or 0) + n end
  end
  local parts = {}
  for status, n in pairs(all) do table.insert(parts, string.format('"%d": %d', status, n)) end
  io.write(string.format('{"requests": %d, "seconds": %f, "statuses": {%s}}\n', summary.requests, summary.duration / 1e6, table.concat(parts, ", ")))
end
