/**
 * The ~500 most common passwords (Mark Burnett's "10 million passwords" top 500, as published in SecLists,
 * lower-cased, one duplicate removed), plus long variants that the top 500 misses. Compared case-insensitively.
 */

/** In order of frequency. Most are shorter than the 8-character minimum; they stay listed so the check holds alone. */
const TOP_PASSWORDS = `
123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball abc123 football
monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael 654321 pussy
superman 1qaz2wsx 7777777 fuckyou 121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer zxcvbnm asdfgh
hunter buster soccer harley batman andrew tigger sunshine iloveyou fuckme 2000 charlie robert thomas hockey
ranger daniel starwars klaster 112233 george asshole computer michelle jessica pepper 1111 zxcvbn 555555
11111111 131313 freedom 777777 pass fuck maggie 159753 aaaaaa ginger princess joshua cheese amanda summer
love ashley 6969 nicole chelsea biteme matthew access yankees 987654321 dallas austin thunder taylor matrix
william corvette hello martin heather secret fucker merlin diamond 1234qwer gfhjkm hammer silver 222222
88888888 anthony justin test bailey q1w2e3r4t5 patrick internet scooter orange 11111 golfer cookie richard
samantha bigdog guitar jackson whatever mickey chicken sparky snoopy maverick phoenix camaro sexy peanut
morgan welcome falcon cowboy ferrari samsung andrea smokey steelers joseph mercedes dakota arsenal eagles
melissa boomer booboo spider nascar monster tigers yellow xxxxxx 123123123 gateway marina diablo bulldog
qwer1234 compaq purple hardcore banana junior hannah 123654 porsche lakers iceman money cowboys 987654
london tennis 999999 ncc1701 coffee scooby 0000 miller boston q1w2e3r4 fuckoff brandon yamaha chester mother
forever johnny edward 333333 oliver redsox player nikita knight fender barney midnight please brandy chicago
badboy iwantu slayer rangers charles angel flower bigdaddy rabbit wizard bigdick jasper enter rachel chris
steven winner adidas victoria natasha 1q2w3e4r jasmine winter prince panties marine ghbdtn fishing cocacola
casper james 232323 raiders 888888 marlboro gandalf asdfasdf crystal 87654321 12344321 sexsex golden blowme
bigtits 8675309 panther lauren angela bitch spanky thx1138 angels madison winston shannon mike toyota
blowjob jordan23 canada sophie apples dick tiger razz 123abc pokemon qazxsw 55555 qwaszx muffin johnson
murphy cooper jonathan liverpoo david danielle 159357 jackie 1990 123456a 789456 turtle horny abcd1234
scorpion qazwsxedc 101010 butter carlos password1 dennis slipknot qwerty123 booger asdf 1991 black startrek
12341234 cameron newyork rainbow nathan john 1992 rocket viking redskins butthead asdfghjkl 1212 sierra
peaches gemini doctor wilson sandra helpme qwertyui victor florida dolphin pookie captain tucker blue
liverpool theman bandit dolphins maddog packers jaguar lovers nicholas united tiffany maxwell zzzzzz nirvana
jeremy suckit stupid porn monica elephant giants jackass hotdog rosebud success debbie mountain 444444
xxxxxxxx warrior 1q2w3e4r5t q1w2e3 123456q albert metallic lucky azerty 7777 shithead alex bond007 alexis
1111111 samson 5150 willie scorpio bonnie gators benjamin voodoo driver dexter 2112 jason calvin freddy
212121 creative 12345a sydney rush2112 1989 asdfghjk red123 bubba 4815162342 passw0rd trouble gunner happy
fucking gordon legend jessie stella qwert eminem arthur apple nissan bullshit bear america 1qazxsw2 nothing
parker 4444 rebecca qweqwe garfield 01012011 beavis 69696969 jack asdasd december 2222 102030 252525
11223344 magic apollo skippy 315475 girls kitten golf copper braves shelby godzilla beaver fred tomcat
august buddy airborne 1993 1988 lifehack qqqqqq brooklyn animal platinum phantom online xavier darkness
blink182 power fish green 789456123 voyager police travis 12qwaszx heaven snowball lover abcdef 00000
pakistan 007007 walter playboy blazer cricket sniper hooters donkey willow loveme saturn therock redwings
`;

/**
 * Ours: frequent passwords of 8 or more characters (the ones the minimum length does not already stop),
 * including the product's own name, which a user is likely to try.
 */
const LONG_VARIANTS = `
password1 password12 password123 password1234 password! p@ssword p@ssw0rd passw0rd1 passwort motdepasse
contraseña contrasena qwerty12 qwerty123 qwerty1234 qwertyuiop1 1qaz2wsx3edc zaq12wsx zaq1zaq1 qweasdzxc
iloveyou1 iloveyou2 welcome1 welcome12 welcome123 letmein1 letmein123 changeme changeme1 changeme123 default1
administrator admin123 admin1234 root1234 abc12345 abcd12345 abcdefgh abcdefg1 aa123456 a1234567 a12345678
12345678910 123456789a 1234567891 0987654321 11111111 00000000 12121212 123123123 987654321 147258369 741852963
football1 baseball1 sunshine1 princess1 superman1 starwars1 computer1 michael1 jennifer1 trustno11 whatever1
monkey123 dragon123 master123 shadow123 secret123 summer2024 summer2025 winter2024 winter2025 spring2025
onboard onboard1 onboard123 onboarding sunlife sunlife1 sunlife123 benefits benefits1 insurance insurance1
`;

let commonPasswords: ReadonlySet<string> | undefined;

function words(list: string): string[] {
  return list.split(/\s+/).filter((word) => word.length > 0);
}

/** The list as a set of lower-cased entries, built on first use. */
export function commonPasswordSet(): ReadonlySet<string> {
  commonPasswords ??= new Set([...words(TOP_PASSWORDS), ...words(LONG_VARIANTS)]);
  return commonPasswords;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswordSet().has(password.toLowerCase());
}
