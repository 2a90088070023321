#!/usr/bin/env bash
# Regenerates the checked-in seed corpora in Fuzz/Corpus/ from the lists below: links from the
# test tables, hostile links from the policy tests, manifests and push payloads. Each seed starts
# with the choice bytes its target reads first (source, policy, mode…), then the text.
#
#   bash Fuzz/make-corpus.sh
set -euo pipefail
cd "$(dirname "$0")"
rm -rf Corpus
mkdir -p Corpus/{link,match,decode,manifest,payload,url,restore}

# seed TARGET PREFIX-BYTES(octal escapes for printf) TEXT: a file named by its content's hash, as
# libFuzzer names what it finds, so that adding a seed never renames the others.
seed() {
    local target=$1 prefix=$2 text=$3
    local file=Corpus/$target/.new
    printf "$prefix%s" "$text" >"$file"
    mv "$file" "Corpus/$target/$(sha1sum "$file" | cut -c1-16)"
}

# Sources, in LinkSource.allCases order.
IN_APP='\000' UNIVERSAL='\001' CUSTOM='\002' PUSH='\003' RESTORE='\004'

source_for() {
    case $1 in
        https://* | http://*) echo "$UNIVERSAL" ;;
        /*) echo "$IN_APP" ;;
        *) echo "$CUSTOM" ;;
    esac
}

LINKS=(
    "/" "shop://" "https://shop.example.com" "/catalog/shoes" "/catalog/a%2Fb" "/catalog/caf%C3%A9"
    "shop://catalog/shoes/products/42" "https://shop.example.com/catalog/shoes/products/42?utm_source=x"
    "/catalog/sale" "/search?q=boots&page=2" "/search?page=2&q=a+b" "/search?q=" "/promo/SUMMER24"
    "/basket" "/basket/items/6F9619FF-8B86-D011-B42D-00CF4FC964FF" "shop://basket/add?productId=42"
    "https://shop.example.com/checkout" "/profile/details?userId=12345" "/orders" "/orders/17"
    "/orders/latest" "/help/shipping/returns/eu" "/help/contact" "/files/x/meta" "/tags?tag=a&tag=b&tag=c"
    "/docs" "/docs/" "/docs/a/b" "/docs/index" "shop://docs"
    "https://shop.example.com/landing" "shop://landing" "shop://only" "/flags/true/2.5"
    "/settings/payment-methods" "/login" "/brands/acme" "/BRANDS/Acme" "/Brands/Featured" "/brands/featured"
    "shop://GIFT-CARDS" "/slugs/Red-Shoes" "/slugs/r%C3%A9d"
)
HOSTILE=(
    "shop://catalog/%2e%2e/admin" "/basket/../checkout" "/%2E%2E/checkout" "/.%2e/checkout"
    "https://shop.example.com.evil.example/checkout" "https://shop.example.com./basket"
    "https://user:pw@shop.example.com/basket" "https://shop.example.com@evil.example/basket"
    "https://shop.example.com:8443/basket" "https://shop.example.com:443/basket" "shop://basket:80/items"
    "https://127.0.0.1/basket" "https://[::1]/basket" "https://shop.exаmple.com/basket"
    "https://SHOP.Example.COM/basket" "HTTPS://shop.example.com/basket" "http://shop.example.com/basket"
    "javascript://alert(1)" "/a%" "/%C0%AE%C0%AE/checkout" "/basket%00" "/basket%0d%0aSet-Cookie:x"
    "/bas ket" "/basket\\..\\checkout" "https://shop.example.com\\@evil.example" "/search?q[]=1"
    "/search?q=a&q=b" "/search?q=x&page=two" "/a//b///c" "/search?&&=x&q=1#frag"
    "https://[::]1ӝ/caab=" "https://a:b:443/x" "/help/turn%2F" "/help/a/%CC%9Dx/b" "https://shop.̝example.com/x"
    "https://shop.example.com/help/a%2F..%2F..%2Fadmin" "/help/%2e%2e%2fadmin"
    "https://shop.example.com/help/%2F%2Fevil.example" "https://shop.example.com/help/a%5C..%5Cb" "shop://help/a/%2f/c"
    "/%C5%BFbrands/x" "/brand%C5%BF/x" "/gift-card%C4%B1" "/G%C4%B0FT-CARDS" "/%E2%84%AAift" "/%EF%BC%A2rands/x"
)

for link in "${LINKS[@]}" "${HOSTILE[@]}"; do
    seed link "$(source_for "$link")\\000" "$link"
    seed match "$(source_for "$link")" "$link"
done
for link in "/orders/17" "https://shop.example.com/orders/17" "shop://checkout" "/restored/entry"; do
    seed link "$PUSH\\000" "$link"
    seed link "$RESTORE\\003" "$link"
    seed match "$PUSH" "$link"
    seed match "$RESTORE" "$link"
done
seed link "$UNIVERSAL\\002" "https://xn--bcher-kva.example/x"
seed link "$UNIVERSAL\\002" "https://bücher.example/x"
seed link "$CUSTOM\\001" "x-app://a/b/c?d=1"
# The policy with the opt-in readings (index 4): routes in the fragment, '+' as a space.
for link in "web://app/#/orders/17?tab=1" "web://app/?utm=x#/a+b/c%2Bd" "https://shop.example.com/#/search?q=red+shoes" \
    "web://app/x#/y" "web://app/#//evil" "web://app/#/a#b" "web://app/#top" "/search?q=a+b%2B"; do
    seed link "$(source_for "$link")\\004" "$link"
done
# The wildcard policy (index 5): subdomains of example.com, and its confusable forms.
for link in "https://blog.example.com/x" "https://a.b.example.com/x" "https://example.com/x" \
    "https://evil-example.com/x" "https://evilexample.com/x" "https://example.com.evil.test/x" \
    "https://blog.example.com./x" "https://BLOG.Example.COM/x" "https://.example.com/x" "https://a..example.com/x" \
    "https://*.example.com/x" "https://blog.exаmple.com/x" "https://u@blog.example.com/x" "https://blog.example.com:8443/x" \
    "https://xn--blg-ioa.example.com/x" "https://1.example.com/x" "https://blog.example.com.evil.test/x"; do
    seed link "$(source_for "$link")\\005" "$link"
done
# The mirroring policy (index 6): myshop links read as web links, fragments as values, and the
# confusable forms of a mirrored host.
for link in "myshop://shop.example.com/artist/7/shows#/media/1" "myshop://a.tenants.example.com/discover/new?x=1" \
    "myshop:///artist/7" "myshop://shop.example.com:443/x" "myshop://u@shop.example.com/x" "myshop://evil.example/x" \
    "myshop://shop.example.com.evil.test/x" "myshop://tenants.example.com/x" "myshop://0x7f.1/x" "myshop://[::1]/x" \
    "myshop://SHOP.Example.COM/x" "shop://shop.example.com/x" "/x#a%20b" "/x#%zz" "/x#a#b" "/x#%00"; do
    seed link "$(source_for "$link")\\006" "$link"
done
# match: the routes that declare constants, the fragment, the whole query, a declined item; mirrored links.
for link in "/artist/7/shows" "/artist/7/shows?initialTab=bio#next" "/artist/7/shows?anchor=a&page=2" \
    "https://shop.example.com/discover/new?category=1&sort=newest&tag=a&tag=b" "/discover/new?section=x&page=3" \
    "/discover/new?token=abc" "myshop://shop.example.com/discover/new?q=%2541" "myshop://shop.example.com/landing" \
    "myshop://a.tenants.example.com/catalog/shoes/products/42" "myshop://evil.example/basket" \
    "/artist/7/shows?anchor=&x" "/artist/7/shows#" "/discover/new?a&b=1&c&b=2"; do
    seed match "$(source_for "$link")" "$link"
done

# decode: mode 0 is a whole link; mode 1 builds a link to one typed route from lines; mode 2 a descriptor.
TYPED=(
    "/catalog/shoes/products/42?ref=home" "/catalog/a%2Fb/products/-1"
    "/search?q=boots&tags=a&tags=b&sort=price&page=3&maxPrice=9.5&inStock=true" "/search?q=x&maxPrice=1e20"
    "shop://basket/items/6f9619ff-8b86-d011-b42d-00cf4fc964ff?quantity=3&weight=0.5"
    "/help/a/b/c" "/orders/5?tab=2&ids=1&ids=2&big=18446744073709551615"
    "shop://basket/items/6f9619ff-8b86-d011-b42d-00cf4fc964ff?weight=1e39" "/help/turn%2F" "/help/a/%CC%9Dx"
)
for link in "${TYPED[@]}"; do seed decode "\\000$(source_for "$link")" "$link"; done
seed decode '\001\000' $'shoes\n42\nhome'
seed decode '\001\001' $'boots\n3\nprice\na\nb\n9.5\ntrue'
seed decode '\001\002' $'6f9619ff-8b86-d011-b42d-00cf4fc964ff\n-128\n1e38'
seed decode '\001\002' $'6f9619ff-8b86-d011-b42d-00cf4fc964ff\n3\n1e39'
seed decode '\001\003' $'a\nb\nc/d'
seed decode '\001\004' $'5\n1\n1\n2\n0'
seed decode '\002\000' $'shoes\n42\nhome'
seed decode '\002\001' $'boots\n3\nnewest\nx\n-0\nfalse'
seed decode '\002\002' $'17\n2'
seed decode '\002\003' $'a/b\nx'

# url: allowed-host choice byte, then the text.
URLS=(
    "https://shop.example.com/orders/17" "https://shop.example.com/orders?tab=tracking#top"
    "https://SHOP.example.com:443/a/b/" "https://help.example.com/articles/caf%C3%A9?q=a+b&x=%2B"
    "https://bücher.example/" "javascript:alert(1)" "data:text/html,<script>" "//evil.example/"
    "http://shop.example.com/" "https://evil.example/" "https://shop.example.com@evil.example/"
    "https://shop.example.com\\@evil.example/" "https://shop.example.com/%2F%2Fevil.example"
    "https:/\\evil.example" "https://shop.example.com//evil.example" "https://shop.example.com./"
    $'https://shop.example.com/a%5C\u0616b' "https://shop.example.com/#$(printf 'é%.0s' {1..700})"
)
for url in "${URLS[@]}"; do seed url '\000' "$url"; done
# Allowlist 3: wildcard entries.
for url in "https://blog.example.com/x" "https://example.com/x" "https://evil-example.com/x" "https://*.example.com/x" \
    "https://a.b.example.com/x" "https://blog.example.com.evil.test/x" "https://ü.bücher.example/x"; do
    seed url '\003' "$url"
done

# manifest: the Shop's and the typed table's manifests, small variants and near misses.
seed manifest '' "$(cat <<'JSON'
{"version":1,"links":{"customSchemes":["shop"],"universalLinkHosts":["shop.example.com"]},"routes":[
{"id":"home","pattern":"/","module":"Catalog","parameters":[],"sources":["in-app","universal-link","custom-scheme","push","restoration"],"guards":[],"presentation":"push","kind":"screen"},
{"id":"catalog.product","pattern":"/catalog/{category}/products/{productId: int}","module":"Catalog","parameters":[{"name":"category","type":"string","in":"path","required":true,"repeated":false},{"name":"productId","type":"int","in":"path","required":true,"repeated":false}],"sources":["in-app","push"],"guards":[],"parent":"catalog.category","presentation":"push","kind":"screen"},
{"id":"catalog.category","pattern":"/catalog/{category}","module":"Catalog","parameters":[{"name":"category","type":"string","in":"path","required":true,"repeated":false}],"sources":["in-app"],"guards":[],"presentation":"push","kind":"screen"},
{"id":"catalog.search","pattern":"/search","module":"Catalog","parameters":[{"name":"q","type":"string","in":"query","required":true,"repeated":false},{"name":"tag","type":"sku","in":"query","required":false,"repeated":true}],"sources":["in-app"],"guards":[],"presentation":"modal:sheet","kind":"screen"},
{"id":"checkout","pattern":"https://shop.example.com/checkout","module":"Payment","parameters":[],"sources":["in-app","universal-link"],"guards":["signedIn"],"presentation":"modal:fullScreen","kind":"screen"},
{"id":"help","pattern":"/help/{path…}","module":"Help","parameters":[{"name":"path","type":"path","in":"path","required":true,"repeated":false}],"sources":["in-app"],"guards":[],"presentation":"switchTab:help","kind":"screen"},
{"id":"files","pattern":"/files/*/meta","module":"Help","parameters":[],"sources":[],"guards":[],"presentation":"replaceStack","kind":"action"}]}
JSON
)"
seed manifest '' '{"version":1,"routes":[]}'
seed manifest '' '{"version":1,"routes":[{"id":"a","pattern":"shop://a/{x: uuid}","module":"M","parameters":[],"sources":["push"],"guards":["g"],"presentation":"popToExistingOrPush","kind":"screen","type":"ARoute"}]}'
seed manifest '' '{"version":1,"routes":[{"id":"a","pattern":"/a/{x}","module":"M","parameters":[],"sources":[],"guards":[],"presentation":"push","kind":"screen"},{"id":"b","pattern":"/a/{y}","module":"M","parameters":[],"sources":[],"guards":[],"presentation":"push","kind":"screen"}]}'
seed manifest '' '{"version":1,"routes":[{"id":"a","pattern":"/a","module":"M","parameters":[],"sources":[],"guards":[],"parent":"a","presentation":"push","kind":"screen"}]}'
seed manifest '' '{"version":2,"routes":[]}'
seed manifest '' '{"version":1,"routes":[{"id":"a"}]}'
seed manifest '' '{not json'
seed manifest '' '[]'

# payload: layout choice byte (0: the waypoint dictionary, 1: a top-level deeplink), then JSON.
seed payload '\000' '{"aps":{"alert":"Shipped"},"waypoint":{"link":"shop://orders/17"}}'
seed payload '\000' '{"aps":{"alert":"x"},"waypoint":{"path":"/orders/17","parameters":{"tab":"tracking","n":3,"ok":true,"f":2.5,"whole":17.0},"presentation":"modal:sheet"}}'
seed payload '\000' '{"waypoint":{"link":"https://shop.example.com/checkout","presentation":"push"}}'
seed payload '\000' '{"waypoint":{"path":"/checkout"}}'
seed payload '\000' '{"waypoint":{"path":"/basket/add","parameters":{"productId":1e400}}}'
seed payload '\000' '{"waypoint":{"path":"/search","parameters":{"q":null}}}'
seed payload '\000' '{"waypoint":{"link":17}}'
seed payload '\000' '{"waypoint":[]}'
seed payload '\000' '{"aps":{}}'
seed payload '\001' '{"deeplink":"shop://orders/17"}'
seed payload '\001' '{"deeplink":"/orders/17","presentation":"switchTab:account"}'
seed payload '\001' '{"path":"/help/a%2Fb","parameters":{"x":"\u0000"}}'

# Saved navigation states: the first byte is the session (\000 signed out, \001 signed in), then the
# JSON. The app's three tabs with their roots, guarded and forged entries, a scoped route, a catch-all
# with an encoded separator, modal layers, other tabs, and states that break the rules.
entry() { # id route path [parameters-json]
    printf '{"descriptor":{"parameters":%s,"path":"%s","presentationMode":"push","source":"in-app"},"id":%s,"route":"%s"}' \
        "${4:-{\}}" "$3" "$1" "$2"
}
TABS_OPEN='{"version":1,"nextIdentity":40,"root":{"selectedTab":"shop","tabs":['
SHOP_TAB="{\"id\":\"shop\",\"stack\":[$(entry 1 home /),$(entry 2 catalog.category /catalog/shoes),$(entry 3 catalog.product /catalog/shoes/products/42)]}"
BASKET_TAB="{\"id\":\"basket\",\"stack\":[$(entry 4 basket.root /basket-tab),$(entry 5 basket /basket),$(entry 6 basket.item /basket/items/6F9619FF-8B86-D011-B42D-00CF4FC964FF)]}"
ACCOUNT_TAB="{\"id\":\"account\",\"stack\":[$(entry 7 account /account),$(entry 8 orders.list /orders),$(entry 9 orders.detail /orders/17)]}"
STATE="$TABS_OPEN$SHOP_TAB,$BASKET_TAB,$ACCOUNT_TAB]},\"modalLayers\":[{\"id\":10,\"style\":\"sheet\",\"stack\":[$(entry 11 login /login)]}]}"
seed restore '\000' "$STATE"
seed restore '\001' "$STATE"
HOSTILE_SHOP="{\"id\":\"shop\",\"stack\":[$(entry 1 home /),$(entry 2 help.article /help/a%2F..%2F..%2Fadmin),$(entry 3 help.article /help/returns/shoes),$(entry 12 web.landing /landing),$(entry 13 shop.only /only),$(entry 14 home /basket),$(entry 15 basket.add /basket/add '{"productId":"1"}'),$(entry 16 catalog.category /catalog/%2e%2e),$(entry 17 profile.details /profile/details '{"userId":"7"}')]}"
seed restore '\001' "$TABS_OPEN$HOSTILE_SHOP,$BASKET_TAB,$ACCOUNT_TAB]},\"modalLayers\":[{\"id\":10,\"style\":\"fullScreen\",\"stack\":[$(entry 11 checkout /checkout)]},{\"id\":18,\"style\":\"sheet\",\"stack\":[$(entry 19 payment.methods /settings/payment-methods)]}]}"
seed restore '\000' "{\"version\":1,\"nextIdentity\":3,\"root\":{\"stack\":[$(entry 1 home /),$(entry 2 catalog.sale /catalog/sale)]},\"modalLayers\":[]}"
seed restore '\000' "$TABS_OPEN$SHOP_TAB]},\"modalLayers\":[]}"
seed restore '\000' "{\"version\":1,\"nextIdentity\":2,\"root\":{\"stack\":[$(entry 1 home /),$(entry 1 home /)]}}"
seed restore '\000' '{"version":2,"nextIdentity":1,"root":{"stack":[]}}'
seed restore '\000' '{"version":1,"nextIdentity":1,"root":{}}'

for target in Corpus/*; do echo "$(basename "$target"): $(ls "$target" | wc -l) seeds"; done
