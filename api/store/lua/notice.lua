-- Claim a notice (HSETNX): 1 for the first claimant only; a finished game's notices
-- expire with its record.
-- KEYS: notices, meta. ARGV: the notice.
local claimed = redis.call('HSETNX', KEYS[1], ARGV[1], '1')
local ttl = redis.call('PTTL', KEYS[2])
if claimed == 1 and ttl > 0 then
  redis.call('PEXPIRE', KEYS[1], ttl)
end
return claimed
