#!/usr/bin/env bash
# A guest checkout over plain HTTP, as a shop integrator would script it with curl:
# create a cart, add three parts, choose DPD courier, read the totals, place the order (cash on delivery),
# then show the confirmation e-mail from the outbox. Needs curl and jq.
#
#   OPS_KEY=some-long-support-key npm start          # in one terminal (OPS_KEY enables the outbox viewer)
#   OPS_KEY=some-long-support-key scripts/guest-checkout.sh [http://localhost:3000]
set -euo pipefail

BASE="${1:-${BASE_URL:-http://localhost:3000}}"
EMAIL="${EMAIL:-guest-$(date +%s)@example.com}"
ORDER_ID="curl-$(date +%s)-$$"

call() { # method path [json body]
  local method="$1" path="$2" body="${3:-}"
  local answer
  if [ -n "$body" ]; then
    answer=$(curl -sS -X "$method" "$BASE$path" -H 'content-type: application/json' --data "$body")
  else
    answer=$(curl -sS -X "$method" "$BASE$path")
  fi
  local code
  code=$(jq -r '.code' <<<"$answer")
  if [ "$code" != "200" ]; then
    echo "FAILED $method $path -> $answer" >&2
    exit 1
  fi
  printf '%s' "$answer"
}

echo "1. cart"
CART=$(call POST /api/cart/create | jq -r '.result')
echo "   cartId $CART"

echo "2. three parts"
for line in 'MANN-HU7020Z 2' 'ATE-13046071842 1' 'CASTROL-15669E 1'; do
  set -- $line
  call POST "/api/cart/update?cartId=$CART" "{\"cartItem\":{\"sku\":\"$1\",\"qty\":$2,\"quoteId\":\"$CART\"}}" | jq -c '.result | {item_id, sku, qty, price_incl_tax}'
done

ADDRESS='{"firstname":"Mari","lastname":"Maasikas","street":["Pärnu mnt 10"],"city":"Tallinn","postcode":"10148","country_id":"EE","telephone":"+3725551234","email":"'"$EMAIL"'"}'

echo "3. shipping methods and DPD courier"
call POST "/api/cart/shipping-methods?cartId=$CART" "{\"address\":$ADDRESS}" | jq -c '[.result[] | {carrier_code, method_code, method_title, price_incl_tax}]'
call POST "/api/cart/shipping-information?cartId=$CART" \
  "{\"addressInformation\":{\"shippingAddress\":$ADDRESS,\"billingAddress\":$ADDRESS,\"shippingCarrierCode\":\"flatrate\",\"shippingMethodCode\":\"flatrate\"}}" >/dev/null

echo "4. totals"
TOTALS=$(call GET "/api/cart/totals?cartId=$CART")
jq -c '[.result.total_segments[] | {code, value}]' <<<"$TOTALS"

echo "5. order"
PRODUCTS=$(call GET "/api/cart/pull?cartId=$CART" | jq -c '[.result[] | {sku, qty}]')
ORDER="{\"order_id\":\"$ORDER_ID\",\"cart_id\":\"$CART\",\"products\":$PRODUCTS,\"addressInformation\":{\"shippingAddress\":$ADDRESS,\"billingAddress\":$ADDRESS,\"shipping_method_code\":\"flatrate\",\"shipping_carrier_code\":\"flatrate\",\"payment_method_code\":\"cashondelivery\"}}"
CONFIRMATION=$(call POST /api/order "$ORDER")
jq -c '.result' <<<"$CONFIRMATION"
echo "   the same order again (idempotent):"
call POST /api/order "$ORDER" | jq -c '.result'

echo "6. confirmation e-mail in the outbox"
if [ -z "${OPS_KEY:-}" ]; then
  echo "   (set OPS_KEY as on the server to see it)"
else
  curl -sS "$BASE/api/ext/mail-service/outbox?recipient=$EMAIL" -H "x-ops-key: $OPS_KEY" | jq -r '.result[] | "   [\(.kind)] \(.subject)"'
fi
