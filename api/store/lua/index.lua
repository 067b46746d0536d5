-- Index upkeep in one shard: add game ARGV[1] (score ARGV[2]) to the first ARGV[3] keys,
-- remove it from the others; ARGV[4], when given, joins the shard's set of presets (the
-- last key when ARGV[4] is given).
local adds = tonumber(ARGV[3])
local last = #KEYS
if ARGV[4] ~= '' then
  redis.call('SADD', KEYS[last], ARGV[4])
  last = last - 1
end
for i = 1, adds do
  redis.call('ZADD', KEYS[i], 'NX', ARGV[2], ARGV[1])
end
for i = adds + 1, last do
  redis.call('ZREM', KEYS[i], ARGV[1])
end
return 1
