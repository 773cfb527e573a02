<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar" sourcelanguage="en">
<context>
    <name>AboutBox</name>
    <message>
        <source>&amp;Copy Diagnostic Information</source>
        <translation>&amp;نسخ معلومات التشخيص</translation>
    </message>
    <message>
        <source>The diagnostic information is on the clipboard: paste it into your bug report.</source>
        <translation>معلومات التشخيص في الحافظة: الصقها في بلاغك عن الخلل.</translation>
    </message>
    <message>
        <source>The version, the system, the fonts, the data folder and the last lines of the log, to paste into a bug report</source>
        <translation>الإصدار والنظام والخطوط ومجلد البيانات وآخر أسطر ملف سجل البرنامج، للصقها في بلاغ عن خلل</translation>
    </message>
</context>
<context>
    <name>charts</name>
    <message>
        <source>No finished match against the computer to show yet: your win share per level appears here once you have finished one.</source>
        <translation>لا توجد بعد مباراة منتهية ضد الحاسوب لعرضها: تظهر هنا نسبة فوزك حسب كل مستوى بعد أن تُنهي مباراة.</translation>
    </message>
    <message>
        <source>No rounds to show: the points of each round appear here for the match chosen in the Matches tab.</source>
        <translation>لا توجد جولات لعرضها: تظهر هنا نقاط كل جولة للمباراة المختارة في تبويب المباريات.</translation>
    </message>
    <message>
        <source>Points per round</source>
        <translation>النقاط في كل جولة</translation>
    </message>
    <message>
        <source>Round {r}, event {n}</source>
        <translation>الجولة {r}، الحدث {n}</translation>
    </message>
    <message>
        <source>R{n}</source>
        <translation>ج{n}</translation>
    </message>
    <message>
        <source>Score Chart</source>
        <translation>مخطط النتائج</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>المقعد {n}</translation>
    </message>
    <message>
        <source>The chart appears when the dock is shown.</source>
        <translation>يظهر المخطط عند إظهار لوحته.</translation>
    </message>
    <message>
        <source>Your win share per opponent level</source>
        <translation>نسبة فوزك حسب مستوى الخصم</translation>
    </message>
    <message>
        <source>points</source>
        <translation>النقاط</translation>
    </message>
    <message>
        <source>raw points</source>
        <translation>نقاط خام</translation>
    </message>
    <message>
        <source>raw score</source>
        <translation>النتيجة بالنقاط الخام</translation>
    </message>
    <message>
        <source>rejected (would pass {target})</source>
        <translation>مرفوض (كان سيتجاوز {target})</translation>
    </message>
    <message>
        <source>rejected: it would pass {target}; score stays {raw}</source>
        <translation>مرفوض: كان سيتجاوز {target}؛ تبقى النتيجة {raw}</translation>
    </message>
    <message>
        <source>round</source>
        <translation>الجولة</translation>
    </message>
    <message>
        <source>score</source>
        <translation>النتيجة</translation>
    </message>
    <message>
        <source>score {raw} ({shown})</source>
        <translation>النتيجة {raw} (المعروضة {shown})</translation>
    </message>
    <message>
        <source>score {score}</source>
        <translation>النتيجة {score}</translation>
    </message>
    <message>
        <source>scoring event</source>
        <translation>حدث النقاط</translation>
    </message>
    <message>
        <source>target {t}</source>
        <translation>الهدف {t}</translation>
    </message>
    <message>
        <source>won (%)</source>
        <translation>الفوز (%)</translation>
    </message>
    <message>
        <source>{seat}: hand settled, {points}</source>
        <translation>{seat}: تسوية اليد، {points}</translation>
    </message>
    <message>
        <source>{seat}: tile placed, {points}</source>
        <translation>{seat}: وضع قطعة، {points}</translation>
    </message>
    <message>
        <source>{team}: {event}</source>
        <translation>{team}: {event}</translation>
    </message>
</context>
<context>
    <name>computer_help</name>
    <message>
        <source>A computer player is given only what its own seat could see: its own hand, the tiles on the table, how many tiles every hand and the stock hold, the scores, and each time a player drew or passed. It never receives another player&apos;s hand or the order of the stock. The game&apos;s tests swap the hidden tiles around and check that the computer&apos;s choice does not change.</source>
        <translation>لا يُعطى لاعب الحاسوب إلا ما يستطيع مقعده رؤيته: يده هو، والقطع على الطاولة، وعدد القطع في كل يد وفي الكومة، والنتائج، وكل مرة سحب فيها لاعب أو مرّر. ولا يتلقى أبداً يد لاعب آخر ولا ترتيب الكومة. وتبدّل اختبارات اللعبة أماكن القطع المخفية وتتحقق من أن اختيار الحاسوب لا يتغير.</translation>
    </message>
    <message>
        <source>Checking a match</source>
        <translation>التحقق من مباراة</translation>
    </message>
    <message>
        <source>Each round is dealt by shuffling the 28 tiles with a random number generator, seeded when the match starts; the computer has no say in it. Every hand and the whole stock, in the order it will be drawn, are kept in the match&apos;s record from the deal on. At the end of every round the table shows every hand face up and the stock in the order it would have been drawn.</source>
        <translation>تُوزَّع كل جولة بخلط القطع الـ 28 بمولّد أعداد عشوائية تُحدَّد بذرته عند بدء المباراة؛ ولا رأي للحاسوب في ذلك. وتُحفظ كل يد والكومة كلها، بالترتيب الذي ستُسحب به، في سجل المباراة منذ التوزيع. وفي نهاية كل جولة تكشف الطاولة كل الأيدي والكومة بالترتيب الذي كانت ستُسحب به.</translation>
    </message>
    <message>
        <source>Easy plays a random legal move.</source>
        <translation>السهل يلعب حركة مسموحة عشوائية.</translation>
    </message>
    <message>
        <source>Every match is kept as a record: Game &gt; Save Match As, or Game &gt; Match History, which keeps every finished match. The command fivesup-qt replay FILE plays a record through the rules again, checks every move and recomputes every score; fivesup-qt review FILE judges a player&apos;s decisions as the review window does.</source>
        <translation>تُحفظ كل مباراة سجلاً: «اللعبة ← حفظ المباراة باسم»، أو «اللعبة ← سجل المباريات» الذي يحفظ كل مباراة منتهية. والأمر ⁦fivesup-qt replay FILE⁩ يعيد لعب السجل وفق القواعد ويتحقق من كل حركة ويعيد حساب كل نتيجة؛ والأمر ⁦fivesup-qt review FILE⁩ يقيّم قرارات لاعب كما تفعل نافذة المراجعة.</translation>
    </message>
    <message>
        <source>Expert does the same with up to 1000 imagined deals in 0.3 seconds; it gives more weight to the deals that explain the other players&apos; own choices, lets every player defend in its imagined rounds, and searches endgames exactly.</source>
        <translation>والخبير يفعل الشيء نفسه مع ما يصل إلى 1000 توزيع متخيَّل في ⁦0.3⁩ ثانية؛ ويعطي وزناً أكبر للتوزيعات التي تفسّر اختيارات اللاعبين الآخرين، ويجعل كل لاعب يدافع في جولاته المتخيَّلة، ويبحث نهايات الجولات بحثاً دقيقاً.</translation>
    </message>
    <message>
        <source>Hard imagines up to 160 deals of the tiles it cannot see that fit everything it has seen (a player who drew or passed holds none of the values that were open then), plays each legal move on each of them and the round out to its end, and chooses the best result on average for its side. When the hidden tiles can lie in one way only, it searches the rest of the round exactly.</source>
        <translation>والصعب يتخيل ما يصل إلى 160 توزيعاً للقطع التي لا يراها، تتفق مع كل ما رآه (اللاعب الذي سحب أو مرّر لا يملك أياً من القيم التي كانت مفتوحة حينها)، ويلعب كل حركة مسموحة على كل منها ويكمل الجولة حتى نهايتها، ويختار أفضل نتيجة في المتوسط لجانبه. وحين لا يكون للقطع المخفية إلا توزيع واحد ممكن، يبحث باقي الجولة بحثاً دقيقاً.</translation>
    </message>
    <message>
        <source>How the Computer Plays</source>
        <translation>كيف يلعب الحاسوب</translation>
    </message>
    <message>
        <source>How the tiles are shuffled</source>
        <translation>كيف تُخلط القطع</translation>
    </message>
    <message>
        <source>In a two-player Exact 61 match Expert judges each imagined round by its chance of winning the match from the scores the round leaves (a table made once from many rounds of play), not by the points alone: close to 305, a few points that keep an exact finish in reach are worth more than many.</source>
        <translation>وفي مباراة إكزاكت 61 بين لاعبَين يحكم الخبير على كل جولة متخيَّلة بفرصته في الفوز بالمباراة من النتائج التي تتركها الجولة (جدول أُعِدّ مرة واحدة من جولات لعب كثيرة)، لا بالنقاط وحدها: قرب 305 تكون نقاط قليلة تُبقي الإنهاء الدقيق في المتناول أثمن من نقاط كثيرة.</translation>
    </message>
    <message>
        <source>Its levels</source>
        <translation>مستوياته</translation>
    </message>
    <message>
        <source>Medium takes the most points now, minus half of what its move leaves the next player on average (in Exact 61 a placement past 61 is worth nothing and one that makes exactly 61 wins).</source>
        <translation>والمتوسط يأخذ أكثر النقاط الآن، مطروحاً منها نصف ما تتركه حركته للاعب التالي في المتوسط (في إكزاكت 61 لا قيمة لوضع يتجاوز 61، والوضع الذي يبلغ 61 بالضبط يفوز).</translation>
    </message>
    <message>
        <source>Replay this deal, on the card at a round end or in Match History, deals the same hands and stock again, with the same seats or the seats rotated: the way duplicate players tell luck from skill.</source>
        <translation>و«أعد هذا التوزيع»، على بطاقة نهاية الجولة أو في سجل المباريات، يوزّع الأيدي والكومة نفسها مرة أخرى، بالمقاعد نفسها أو بعد تدوير المقاعد: الطريقة التي يميّز بها لاعبو المباريات المكرّرة الحظ من المهارة.</translation>
    </message>
    <message>
        <source>The hints of the teaching mode and the post-game review follow the same rule: they judge a move from what that player could see at that moment.</source>
        <translation>وتتبع تلميحات وضع التعليم ومراجعة ما بعد المباراة القاعدة نفسها: تقيّم الحركة مما كان ذلك اللاعب يستطيع رؤيته في تلك اللحظة.</translation>
    </message>
    <message>
        <source>What the computer sees</source>
        <translation>ما يراه الحاسوب</translation>
    </message>
</context>
<context>
    <name>DailyDeal</name>
    <message>
        <source>Daily deal of {date}</source>
        <translation>توزيع يوم {date}</translation>
    </message>
    <message>
        <source>Duplicate: daily deal of {date}</source>
        <translation>اللعب المكرّر: توزيع يوم {date}</translation>
    </message>
    <message>
        <source>Five-Up Dominoes: daily deal of {date}</source>
        <translation>دومينو فايف أب: توزيع يوم {date}</translation>
    </message>
    <message>
        <source>The accuracy could not be kept in the history</source>
        <translation>تعذّر حفظ الدقة في سجل المباريات</translation>
    </message>
    <message>
        <source>The comparison could not be kept in the history</source>
        <translation>تعذّر حفظ المقارنة في سجل المباريات</translation>
    </message>
    <message>
        <source>{level} is playing your deals again in your seat…</source>
        <translation>{level} يلعب توزيعاتك من جديد في مقعدك…</translation>
    </message>
</context>
<context>
    <name>DailyDealDialog</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>لا لاعبين</numerusform>
            <numerusform>لاعب واحد</numerusform>
            <numerusform>لاعبان</numerusform>
            <numerusform>%n لاعبين</numerusform>
            <numerusform>%n لاعبًا</numerusform>
            <numerusform>%n لاعب</numerusform>
        </translation>
    </message>
    <message>
        <source>4 (your partner opposite)</source>
        <translation>4 (شريكك مقابلك)</translation>
    </message>
    <message>
        <source>Daily Deal</source>
        <translation>توزيع اليوم</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>التاريخ</translation>
    </message>
    <message>
        <source>Date of the deal</source>
        <translation>تاريخ التوزيع</translation>
    </message>
    <message>
        <source>Every date, variant and number of players has its own deals. Teaching mode starts off, so that the comparison is of your own play.</source>
        <translation>لكل تاريخ ونوع وعدد لاعبين توزيعاته الخاصة. يبدأ وضع التعليم مطفأً، لتكون المقارنة بلعبك أنت وحدك.</translation>
    </message>
    <message>
        <source>One deal a day, the same on every computer: play it against {level}, then {level} plays the same tiles in your seat and the two scores are compared.</source>
        <translation>توزيع واحد كل يوم، هو نفسه على كل حاسوب: العبه ضد {level}، ثم يلعب {level} القطع نفسها في مقعدك وتُقارن النتيجتان.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>العب</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>اللاعبون</translation>
    </message>
    <message>
        <source>Today&apos;s deal, or the deal of any earlier date</source>
        <translation>توزيع اليوم، أو توزيع أي تاريخ سابق</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>النوع</translation>
    </message>
</context>
<context>
    <name>DuplicateChart</name>
    <message>
        <source>Running difference, round by round</source>
        <translation>الفارق التراكمي جولةً بجولة</translation>
    </message>
    <message>
        <source>round</source>
        <translation>الجولة</translation>
    </message>
    <message>
        <source>running difference</source>
        <translation>الفارق التراكمي</translation>
    </message>
</context>
<context>
    <name>DuplicateWindow</name>
    <message>
        <source>%v of %m rounds</source>
        <translation>%v من %m جولات</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>إلغاء</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>الفارق</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>اللعب المكرّر</translation>
    </message>
    <message>
        <source>Duplicate: {title}</source>
        <translation>اللعب المكرّر: {title}</translation>
    </message>
    <message>
        <source>No finished round to compare.</source>
        <translation>لا توجد جولة منتهية للمقارنة.</translation>
    </message>
    <message>
        <source>Not finished, not compared: round {rounds}.</source>
        <translation>لم تنتهِ فلم تُقارن: الجولة {rounds}.</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>كما لُعبت</translation>
    </message>
    <message>
        <source>Progress of the replay</source>
        <translation>تقدّم إعادة اللعب</translation>
    </message>
    <message>
        <source>Raw points of each round, played from its deal and the scores it started from; a positive difference is the seat as played doing better.</source>
        <translation>النقاط الخام لكل جولة، تُلعب من توزيعها ومن النتائج التي بدأت منها؛ الفارق الموجب يعني أن المقعد كما لُعب كان أفضل.</translation>
    </message>
    <message>
        <source>Replay every finished round again</source>
        <translation>أعد لعب كل جولة منتهية</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>الجولة</translation>
    </message>
    <message>
        <source>Rounds compared</source>
        <translation>الجولات المقارَنة</translation>
    </message>
    <message>
        <source>Running difference</source>
        <translation>الفارق التراكمي</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>ابدأ من جديد</translation>
    </message>
    <message>
        <source>The chart of the running difference appears when every round is played again.</source>
        <translation>يظهر مخطط الفارق التراكمي حين تُلعب كل الجولات من جديد.</translation>
    </message>
    <message>
        <source>The deals of this record could not be played again.</source>
        <translation>تعذّرت إعادة لعب توزيعات هذا السجل.</translation>
    </message>
    <message>
        <source>The replay was cancelled.</source>
        <translation>أُلغيت إعادة اللعب.</translation>
    </message>
    <message>
        <source>With four players the points are the team&apos;s: the seat&apos;s and its partner&apos;s.</source>
        <translation>مع أربعة لاعبين تُحسب نقاط الفريق: نقاط المقعد وشريكه.</translation>
    </message>
    <message>
        <source>You scored {played}, {level} in your seat {replay}: {difference}</source>
        <translation>سجّلت {played}، و{level} في مقعدك {replay}: {difference}</translation>
    </message>
    <message>
        <source>Your play against {level} in your seat: the same deals, from the same scores.</source>
        <translation>أنت كما لعبت مقابل {level} في مقعدك، بالتوزيعات نفسها ومن النتائج نفسها.</translation>
    </message>
    <message>
        <source>this match</source>
        <translation>هذه المباراة</translation>
    </message>
    <message>
        <source>{level} is playing the deals again…</source>
        <translation>{level} يلعب التوزيعات من جديد…</translation>
    </message>
    <message>
        <source>{name} scored {played}, {level} in {name}&apos;s seat {replay}: {difference}</source>
        <translation>سجّل {name} {played}، و{level} في مقعد {name} {replay}: {difference}</translation>
    </message>
    <message>
        <source>{name}&apos;s play against {level} in {name}&apos;s seat: the same deals, from the same scores.</source>
        <translation>{name} كما لعب مقابل {level} في مقعد {name}، بالتوزيعات نفسها ومن النتائج نفسها.</translation>
    </message>
</context>
<context>
    <name>guide</name>
    <message>
        <source>A round ends when a player places their last tile (domino), or it is blocked when the stock is empty and nobody can place. The player who placed the last tile leads the next round, even if they led this one; after a block the leader is drawn by lot among all the seats {decision_18}.</source>
        <translation>تنتهي الجولة عندما يضع لاعب آخر قطعة في يده (دومينو)، أو تُغلَق عندما تنفد الكومة ولا يستطيع أحد الوضع. يبدأ الجولة التالية من وضع آخر قطعة، حتى لو كان قد بدأ هذه الجولة؛ وبعد الإغلاق يُختار البادئ بقرعة بين جميع المقاعد {decision_18}.</translation>
    </message>
    <message>
        <source>A scoring event that would take a score past 305 raw is rejected whole: the score stays where it was. A rejected placement&apos;s tile stays on the table and play goes on {decision_12}. The last placement of a domino and its settlement are one event, accepted or rejected together. The match ends the moment an event makes exactly 305.</source>
        <translation>حدث النقاط الذي سيجعل النتيجة تتجاوز 305 نقاط خام يُرفض كاملاً: تبقى النتيجة كما كانت. وتبقى قطعة الوضع المرفوض على الطاولة ويستمر اللعب {decision_12}. الوضع الأخير عند لعب آخر قطعة وتسويته حدث واحد، يُقبلان أو يُرفضان معاً. وتنتهي المباراة فور أن يبلغ حدث 305 بالضبط.</translation>
    </message>
    <message>
        <source>A tile that fits in one place only needs no point: a double-click puts it there, and so does a single click when Game &gt; Settings &gt; Clicks says so, or on the drawn tile that must be placed. With the keys, Enter places it at once.</source>
        <translation>القطعة التي لا تناسب إلا مكانًا واحدًا لا تحتاج إلى اختيار موضع: النقر المزدوج يضعها فيه، وكذلك نقرة واحدة إذا اخترت ذلك في «اللعبة ← الإعدادات ← النقر»، أو على القطعة المسحوبة التي يجب وضعها. وبلوحة المفاتيح يضعها ⁦Enter⁩ مباشرة.</translation>
    </message>
    <message>
        <source>A wrong move is answered with the line that refutes it, played out on the table with numbered red marks and told in words; a right one with the rest of the solution&apos;s line, in green. Retry shows the position again, Show Solution plays the best move, Next Puzzle brings another one.</source>
        <translation>يُجاب عن النقلة الخاطئة بالتسلسل الذي يدحضها، يُلعب على الطاولة بعلامات حمراء مرقّمة ويُروى بالكلمات؛ وعن النقلة الصحيحة ببقية تسلسل الحل، بالأخضر. «أعد المحاولة» تعرض الموقف من جديد، و«اعرض الحل» تلعب أفضل نقلة، و«اللغز التالي» يأتي بلغز آخر.</translation>
    </message>
    <message>
        <source>After every placement, add up the counted ends: the free end of every tile that is not a double (a blank counts 0), and every double that still has a free line side, counted whole (both halves). A sum that is a positive multiple of 5 scores that many raw points: a sum of 15 gives 15 raw, shown as +3. Any other sum, 0 included, scores nothing.</source>
        <translation>بعد كل وضع، اجمع الأطراف المحتسبة: الطرف الحر لكل قطعة غير مزدوجة (الطرف الفارغ يُحتسب 0)، وكل قطعة مزدوجة ما زال أحد جانبي خطها حراً، وتُحتسب كاملة بنصفيها. المجموع الموجب من مضاعفات الخمسة يكسب عدداً مساوياً من النقاط الخام: المجموع 15 يعطي 15 نقطة خام، وتُعرض ⁦+3⁩. ولا يكسب أي مجموع آخر شيئاً، بما فيه الصفر.</translation>
    </message>
    <message>
        <source>All Fives: seven tiles each with two players, five with more; the leader is drawn by lot. Only the first double placed is a spinner; a later double lies across the line and counts both halves while it is at an end. The ends score on multiples of 5 as in Five-Up, and the round&apos;s winner scores as in Block and Draw, each sum rounded to the nearest 5. Scores are shown divided by 5: a match is played to 61 (305 raw), 41 or 31.</source>
        <translation>كل الخمسات: سبع قطع لكل لاعب مع لاعبَين، وخمس مع أكثر؛ ويُختار البادئ بقرعة. القطعة المزدوجة الأولى الموضوعة وحدها متفرعة؛ وما يليها من قطع مزدوجة يوضع بالعرض على الخط ويُحتسب بنصفيه ما دام في طرف. تُسجَّل الأطراف على مضاعفات 5 كما في فايف أب، ويسجّل الفائز بالجولة كما في بلوك ودومينو السحب، وكل مجموع مقرَّب إلى أقرب خمسة. تُعرض النقاط مقسومة على 5: تُلعب المباراة إلى 61 (305 نقاط خام) أو 41 أو 31.</translation>
    </message>
    <message>
        <source>At the end of every round all hands are shown face up, and so is the stock, in the order it would have been drawn. Replay this deal (on the card at a round end, or in Match History) deals the same hands and stock again, with the same seats or the seats rotated. Help &gt; How the Computer Plays tells what the computer sees and how it chooses.</source>
        <translation>في نهاية كل جولة تُكشف كل الأيدي، وكذلك الكومة بالترتيب الذي كانت ستُسحب به. و«أعد هذا التوزيع» (على بطاقة نهاية الجولة، أو في سجل المباريات) يوزّع الأيدي والكومة نفسها مرة أخرى، بالمقاعد نفسها أو بعد تدوير المقاعد. و«مساعدة ← كيف يلعب الحاسوب» يبيّن ما يراه الحاسوب وكيف يختار.</translation>
    </message>
    <message>
        <source>Beside the label, the plain facts: a missed five (a scoring placement was available and the move scored nothing); in Exact 61, an overshoot (the move&apos;s points passed 61 and were rejected when another move&apos;s were not) and a won match let go (another move made exactly 61).</source>
        <translation>وإلى جانب التصنيف، الوقائع المجردة: خمسة فائتة (كان هناك وضع يسجّل نقاطاً ولم تسجّل الحركة شيئاً)؛ وفي إكزاكت 61، التجاوز (تخطت نقاط الحركة 61 فرُفضت بينما لم تكن نقاط حركة أخرى لتُرفض) والفوز الضائع (كانت حركة أخرى ستبلغ 61 بالضبط).</translation>
    </message>
    <message>
        <source>Beside the two originals, New Match offers three classic games played on the same table. They are not the originals: their rules are the usual ones, as Pagat.com describes them, and the full rules give each a chapter.</source>
        <translation>بجانب اللعبتين الأصليتين، تعرض «مباراة جديدة» ثلاث ألعاب كلاسيكية تُلعب على الطاولة نفسها. وليست من الأصلين: قواعدها هي القواعد المعتادة كما يصفها موقع «باغات»، وللقواعد الكاملة فصل لكل منها.</translation>
    </message>
    <message>
        <source>Block and Draw: seven tiles each (in Draw five with three or four players). The highest double dealt leads the first round, and every round after a block, and is played first; after a domino the player who went out leads with any tile. No double is a spinner and nothing scores during play. In Block nobody draws: a player who cannot place passes; in Draw you draw until a tile fits. Scores are kept as they are, not in fives: a match is played to 100 (or 150, or 50).</source>
        <translation>بلوك ودومينو السحب: سبع قطع لكل لاعب (وفي دومينو السحب خمس مع ثلاثة لاعبين أو أربعة). يبدأ الجولة الأولى، وكل جولة بعد إغلاق، صاحبُ أعلى قطعة مزدوجة موزَّعة، ويضعها أولًا؛ وبعد الدومينو يبدأ من أنهى قطعه بأي قطعة. لا قطعة مزدوجة متفرعة فيهما، ولا يُسجَّل شيء أثناء اللعب. في بلوك لا سحب: من لا يستطيع الوضع يمرّر دوره؛ وفي دومينو السحب تسحب حتى تناسبك قطعة. تُحفظ النقاط كما هي لا بالخمسات: تُلعب المباراة إلى 100 (أو 150 أو 50).</translation>
    </message>
    <message>
        <source>Blocked: every player gains the differences between their hand and each higher hand of an opponent, added up and rounded once. The lowest hands are settled first {decision_3}, each as its own event, partners&apos; too {decision_11}.</source>
        <translation>الإغلاق: يكسب كل لاعب الفروق بين يده وكل يد أعلى لدى الخصوم، مجموعةً ومقرّبة مرة واحدة. تُسوّى الأيدي الأقل أولاً {decision_3}، وتسوية كل منها حدث مستقل، وكذلك تسوية كل شريك {decision_11}.</translation>
    </message>
    <message>
        <source>Counted ends and points</source>
        <translation>الأطراف المحتسبة والنقاط</translation>
    </message>
    <message>
        <source>Domino: the opponents&apos; pips are added up, rounded once and added to the score of the player who went out, or of their team; the hand of that player&apos;s partner is rounded on its own and subtracted from the same score.</source>
        <translation>لعب آخر قطعة: تُجمع قيم قطع الخصوم وتُقرَّب مرة واحدة وتُضاف إلى نتيجة منهي الجولة أو فريقه؛ وتُقرَّب يد شريكه وحدها وتُخصم من النتيجة نفسها.</translation>
    </message>
    <message>
        <source>Drag a tile from your hand to a lit point, or click a tile and then a point. Keyboard: Left and Right choose a tile, Tab, Up and Down a point, Enter places, D draws, H asks for a hint. Tab moves on to the buttons and the log when no tile is selected (Esc clears the selection).</source>
        <translation>انقل قطعة من يدك إلى موضع مضاء بالفأرة، أو انقر قطعة ثم موضعاً. لوحة المفاتيح: السهمان يمين ويسار لاختيار قطعة، و⁦Tab⁩ والسهمان أعلى وأسفل لاختيار موضع، و⁦Enter⁩ للوضع، و⁦D⁩ للسحب، و⁦H⁩ لطلب تلميح. ينتقل ⁦Tab⁩ إلى الأزرار والسجل عندما لا تكون أي قطعة محددة (⁦Esc⁩ يلغي التحديد).</translation>
    </message>
    <message>
        <source>Drawing and passing</source>
        <translation>السحب وتمرير الدور</translation>
    </message>
    <message>
        <source>Duplicate and the daily deal</source>
        <translation>اللعب المكرّر وتوزيع اليوم</translation>
    </message>
    <message>
        <source>Each score card also keeps the pen-and-paper tally: one stroke for every 5 raw points. Ten strokes make a 50-point symbol, a big X with a small x in each of the four spaces around it. 305 raw is six symbols and one stroke.</source>
        <translation>تحمل كل بطاقة نتيجة أيضاً التدوين الورقي: خط واحد لكل 5 نقاط خام. وعشرة خطوط تصنع رمز 50 نقطة: ⁦X⁩ كبيرة في الوسط و⁦x⁩ صغيرة في كل واحدة من المساحات الأربع المحيطة بها. و305 نقاط خام هي ستة رموز وخط واحد.</translation>
    </message>
    <message>
        <source>End of a round</source>
        <translation>نهاية الجولة</translation>
    </message>
    <message>
        <source>Every player&apos;s remaining pips are rounded and deducted from their score (their team&apos;s with 4 players); partners are rounded separately. Scores may go below zero {decision_6}.</source>
        <translation>تُقرَّب قيم القطع المتبقية لدى كل لاعب وتُخصم من نتيجته (من نتيجة فريقه مع أربعة لاعبين)؛ ويُقرَّب كل شريك على حدة. ويمكن أن تنزل النتائج تحت الصفر {decision_6}.</translation>
    </message>
    <message>
        <source>Everyone is dealt 5 tiles; the rest is the stock. The leader opens with any tile. After that, a tile goes on a free connection point showing the same value as one of its halves; its other half becomes a new end.</source>
        <translation>تُوزَّع على كل لاعب 5 قطع، والباقي هو الكومة. يفتتح البادئ بأي قطعة. بعد ذلك توضع القطعة على موضع توصيل حر يحمل قيمة أحد نصفيها، ويصبح نصفها الآخر طرفاً جديداً.</translation>
    </message>
    <message>
        <source>Exact 61 settlement</source>
        <translation>التسوية في إكزاكت 61</translation>
    </message>
    <message>
        <source>Exact 61: the exact finish</source>
        <translation>إكزاكت 61: الهدف الدقيق</translation>
    </message>
    <message>
        <source>Fair play</source>
        <translation>اللعب النزيه</translation>
    </message>
    <message>
        <source>Five-Up is played with the 28 tiles of a double-six set by 2, 3 or 4 players; with 4, partners sitting opposite share one score. You score when the counted ends of the layout add up to a multiple of 5. Scores are kept in raw points and shown divided by 5: the target, 305 raw, shows as 61.</source>
        <translation>تُلعب فايف أب بقطع طقم المزدوج الستة الثماني والعشرين بين لاعبَين أو ثلاثة أو أربعة؛ ومع أربعة يتقاسم الشريكان الجالسان متقابلَين نتيجة واحدة. تكسب النقاط عندما يكون مجموع الأطراف المحتسبة في التشكيل من مضاعفات الخمسة. تُحفظ النتائج بالنقاط الخام وتُعرض مقسومة على 5: الهدف 305 نقاط خام، ويُعرض على أنه 61.</translation>
    </message>
    <message>
        <source>Five-Up settlement</source>
        <translation>التسوية في فايف أب</translation>
    </message>
    <message>
        <source>Hands are then settled. Pips are rounded to the nearest multiple of 5: a remainder of 1 or 2 rounds down, 3 or 4 rounds up (7 makes 5, 8 makes 10).</source>
        <translation>ثم تُسوّى الأيدي. تُقرَّب قيم القطع إلى أقرب مضاعف للخمسة: باقي القسمة 1 أو 2 يُقرَّب إلى الأسفل، و3 أو 4 إلى الأعلى (7 تصبح 5، و8 تصبح 10).</translation>
    </message>
    <message>
        <source>Help &gt; Rules Tour shows the rules&apos; illustrated positions one by one on the table, with every counted end marked. Teaching mode (View &gt; Teaching Mode) explains every point, draw, pass and settlement, gives hints and lets you undo your moves. View &gt; High Contrast Palette shows black, white and yellow with large pips.</source>
        <translation>يعرض «مساعدة ← عرض القواعد» الأوضاع المصوّرة في القواعد واحداً تلو الآخر على الطاولة، مع تعليم كل طرف محتسب. ويشرح وضع التعليم («عرض ← وضع التعليم») كل نقطة وسحب وتمرير وتسوية، ويقدّم تلميحات ويتيح لك التراجع عن حركاتك. وتعرض «عرض ← ألوان التباين العالي» الأسود والأبيض والأصفر بقيم كبيرة على القطع.</translation>
    </message>
    <message>
        <source>How to Play</source>
        <translation>طريقة اللعب</translation>
    </message>
    <message>
        <source>If a tile in your hand fits, you must place one. If none fits, draw from the stock one tile at a time; a drawn tile that fits must be placed at once. Only when the stock is empty and nothing fits do you pass.</source>
        <translation>إذا كانت في يدك قطعة مناسبة، فيجب أن تضع قطعة. وإذا لم تناسب أي قطعة، فاسحب من الكومة قطعة واحدة في كل مرة؛ والقطعة المسحوبة المناسبة يجب وضعها فوراً. ولا تمرّر الدور إلا عندما تنفد الكومة ولا تناسب أي قطعة.</translation>
    </message>
    <message>
        <source>In Five-Up and Exact 61 every double is a spinner (orange frame). It lies crosswise with two line sides and two branch sides. Its branches open only once both line sides are taken; from then on the spinner itself counts nothing, and a started branch counts through its outer end.</source>
        <translation>في فايف أب وإكزاكت 61 كل قطعة مزدوجة هي قطعة مزدوجة متفرعة (إطار برتقالي). توضع بالعرض، ولها جانبا خط وجانبا فرع. لا يُفتح فرعاها إلا بعد شغل جانبي خطها؛ ومن حينها لا تساهم القطعة المتفرعة نفسها بشيء، ويُحتسب الفرع الذي بدأ بطرفه الخارجي.</translation>
    </message>
    <message>
        <source>In one match your score says as much about the tiles you were dealt as about how you played them: a hand of doubles and fives scores for anyone. Duplicate play takes that luck out, as duplicate bridge does: the same deals are played again with Expert in your seat, every round from the same hands, the same stock in the same order and the same scores, the other players playing as before. Both of you had exactly the same luck, so the difference between your points and Expert&apos;s is what you made of your tiles.</source>
        <translation>في مباراة واحدة تدل نتيجتك على القطع التي وُزّعت عليك بقدر ما تدل على طريقة لعبك بها: يد مليئة بالقطع المزدوجة والخمسات تسجّل لأي لاعب. اللعب المكرّر ينزع هذا الحظ، كما يفعل البريدج المكرّر: تُلعب التوزيعات نفسها من جديد والخبير في مقعدك، كل جولة من الأيدي نفسها والكومة نفسها بالترتيب نفسه والنتائج نفسها، ويلعب اللاعبون الآخرون كما لعبوا. كان لكما الحظ نفسه تمامًا، فالفارق بين نقاطك ونقاط الخبير هو ما صنعته أنت بقطعك.</translation>
    </message>
    <message>
        <source>In teaching mode the side panel also keeps a tile tracker: for each other player, the values they are known not to hold (from their draws and passes; hold the pointer over a line for the reason), and for each value from 0 to 6 how many tiles showing it you have not seen yet.</source>
        <translation>وفي وضع التعليم تعرض اللوحة الجانبية أيضاً متتبّع القطع: لكل لاعب آخر، القيم المعروف أنه لا يملكها (من سحبه وتمريره؛ أبقِ المؤشر فوق السطر لترى السبب)، ولكل قيمة من 0 إلى 6 عدد القطع التي تحملها ولم ترها بعد.</translation>
    </message>
    <message>
        <source>Learning more</source>
        <translation>لمعرفة المزيد</translation>
    </message>
    <message>
        <source>More games: Block, Draw and All Fives</source>
        <translation>ألعاب أخرى: بلوك ودومينو السحب وكل الخمسات</translation>
    </message>
    <message>
        <source>Only after the settlement is the target checked: the highest score that has reached 305 raw wins. If the highest qualifying scores are tied, ordinary rounds are played one at a time until one player or team alone has the highest score. Our reading {decision_1}: each of those rounds is checked as the first was, so the winner must be alone at the top and at 305 or more; while the top is tied, nobody wins.</source>
        <translation>لا يُفحص الهدف إلا بعد التسوية: يفوز صاحب أعلى نتيجة بلغت 305 نقاط خام. وإذا تعادلت أعلى النتائج المؤهلة، تُلعب جولة عادية واحدة في كل مرة حتى ينفرد لاعب أو فريق بأعلى نتيجة. وقراءتنا {decision_1}: تُفحص كل جولة من هذه الجولات كما فُحصت الأولى، فلا يفوز إلا من انفرد بالصدارة وبلغ 305 أو أكثر؛ وما دامت الصدارة متعادلة فلا يفوز أحد.</translation>
    </message>
    <message>
        <source>Placing a tile</source>
        <translation>وضع قطعة</translation>
    </message>
    <message>
        <source>Play &gt; Daily Deal deals one match a day against Expert, the same on every computer: everyone who plays a date&apos;s deal, with the same variant and number of players, gets the same tiles in the same seat, round after round. Today&apos;s deal comes first; any earlier date can be played too. When the match is over, Expert plays the same deals in your seat and the comparison appears on the card. Match History keeps every comparison and charts them over time (a daily match is a star).</source>
        <translation>«لعب ← توزيع اليوم» يوزّع مباراة واحدة كل يوم ضد الخبير، هي نفسها على كل حاسوب: كل من يلعب توزيع تاريخ ما، بالنوع نفسه وعدد اللاعبين نفسه، ينال القطع نفسها في المقعد نفسه، جولة بعد جولة. توزيع اليوم يأتي أولًا، ويمكن لعب أي تاريخ سابق أيضًا. حين تنتهي المباراة يلعب الخبير التوزيعات نفسها في مقعدك وتظهر المقارنة على البطاقة. ويحفظ سجل المباريات كل مقارنة ويرسمها على مر الزمن (مباراة توزيع اليوم نجمة).</translation>
    </message>
    <message>
        <source>Play &gt; Puzzles shows positions from real rounds where one move is best by a clear margin, proved by the game&apos;s exact search (every hand is shown) or by the count (only your hand is shown). The question says what to find: score the most, finish the match, go out first, block the round, stop an opponent from scoring, or make the most of the round. Answer as in a match: drag a tile onto a lit point, or click a tile and then a point.</source>
        <translation>تعرض «لعب ← الألغاز» مواقف من جولات حقيقية تكون فيها نقلة واحدة هي الأفضل بفارق واضح، يثبته البحث الدقيق في اللعبة (كل الأيدي مكشوفة) أو العدّ (يدك وحدها مكشوفة). يقول السؤال ما المطلوب: أن تسجّل أكثر ما يمكن، أو تُنهي المباراة، أو تنفد قطعك أولاً، أو تغلق الجولة، أو تمنع خصماً من التسجيل، أو تستفيد من الجولة أقصى استفادة. أجب كما في المباراة: انقل قطعة إلى موضع مضاء، أو انقر قطعة ثم موضعاً.</translation>
    </message>
    <message>
        <source>Play it in duplicate (on the card at the end of a match, and in Match History) shows the difference round by round, with a chart of the running total. &quot;You scored 140, Expert in your seat 115: +25&quot; means you made 25 raw points more than Expert out of the very same deals; a difference below zero means Expert did better. With four players the points are your team&apos;s.</source>
        <translation>«العبها مكرّرة» (على البطاقة في نهاية المباراة، وفي سجل المباريات) تعرض الفارق جولة بجولة، مع مخطط للمجموع التراكمي. «سجّلت 140، والخبير في مقعدك 115: ⁦+25⁩» تعني أنك صنعت 25 نقطة خام أكثر من الخبير من التوزيعات نفسها تمامًا؛ والفارق الأقل من الصفر يعني أن الخبير كان أفضل. في مباراة الأربعة لاعبين النقاط نقاط فريقك.</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>الألغاز</translation>
    </message>
    <message>
        <source>Review (on the card at the end of a round or of the match, in Match History and in the replay viewer) judges every decision a player made with a choice of moves: each legal move is valued as the Expert computer values it, from what that player could see at that moment, and the move played is compared with the best. For each decision you see the move played, the best move and what the move gave up: where the match is at stake, the chance of winning the match, in percentage points (a move that takes your chance from 60% to 57% gives up 3); before that, the expected points, a match won or lost left out (such as &quot;−7.5 points&quot;), with the chance beside them where the game has winning chances for the kind of match; and a label. A chart shows the swing move by move, and a click on a decision shows its position with every alternative on the table.</source>
        <translation>تقيّم «المراجعة» (على بطاقة نهاية الجولة أو المباراة، وفي سجل المباريات وفي عارض الإعادة) كل قرار اتخذه لاعب كان أمامه اختيار بين حركات: تُقدَّر كل حركة مسموحة كما يقدّرها الحاسوب الخبير، مما كان ذلك اللاعب يستطيع رؤيته في تلك اللحظة، وتُقارن الحركة الملعوبة بالأفضل. وترى لكل قرار الحركة الملعوبة وأفضل حركة وما تخلت عنه الحركة: حين تكون المباراة على المحك، فرصة الفوز بالمباراة بالنقاط المئوية (الحركة التي تنزل بفرصتك من ⁦60%⁩ إلى ⁦57%⁩ تتخلى عن ⁦3⁩)؛ وقبل ذلك، النقاط المتوقعة دون احتساب مباراة مكسوبة أو خاسرة (مثل «⁦−7.5⁩ نقطة»)، وبجانبها الفرصة حيث يكون في اللعبة فرص فوز لهذا النوع من المباريات؛ وتصنيفاً. ويبيّن مخطط التأرجح حركةً حركة، وتُظهر نقرة على قرار وضعه مع كل البدائل على الطاولة.</translation>
    </message>
    <message>
        <source>Reviewing a match</source>
        <translation>مراجعة مباراة</translation>
    </message>
    <message>
        <source>Spinners</source>
        <translation>القطع المزدوجة المتفرعة</translation>
    </message>
    <message>
        <source>The aim</source>
        <translation>الهدف</translation>
    </message>
    <message>
        <source>The first answer to each puzzle counts for your puzzle rating (Glicko-2: a win against the puzzle&apos;s own rating when it is right, a loss when it is not) and for your streak of puzzles solved at the first try; a retry counts for nothing. The rating, the streak and the puzzles solved are kept in the game&apos;s data folder. Choose the puzzles by theme and difficulty at the top of the window.</source>
        <translation>الإجابة الأولى عن كل لغز هي التي تُحتسب في تصنيفك في الألغاز (غليكو-2: فوز على تصنيف اللغز نفسه حين تكون صحيحة، وخسارة حين لا تكون) وفي سلسلة الألغاز التي حللتها من المحاولة الأولى؛ أما إعادة المحاولة فلا تُحتسب. يُحفظ التصنيف والسلسلة والألغاز المحلولة في مجلد بيانات اللعبة. اختر الألغاز حسب الموضوع والصعوبة في أعلى النافذة.</translation>
    </message>
    <message>
        <source>The level you played like: your accuracy is set beside the mean accuracy of each computer level, measured by reviewing matches the computer players played against each other, each level against the same opponents. &quot;Accuracy 86%: between Hard (83%) and Expert (89%)&quot; means you chose as well as a player between those two levels does on average. Match History charts your accuracy match by match; where the matches shown are of one variant and one number of players, a dashed line marks each level&apos;s own accuracy.</source>
        <translation>المستوى الذي لعبت مثله: توضع دقتك بجانب متوسط دقة كل مستوى من مستويات الحاسوب، مقيسةً بمراجعة مباريات لعبها لاعبو الحاسوب بعضهم ضد بعض، كل مستوى أمام الخصوم أنفسهم. «الدقة ⁦86%⁩: بين صعب (⁦83%⁩) وخبير (⁦89%⁩)» تعني أنك اخترت بجودة لاعبٍ بين هذين المستويين في المتوسط. ويرسم «سجل المباريات» دقتك مباراةً مباراة؛ وحيث تكون المباريات المعروضة من نوع واحد وبعدد واحد من اللاعبين، يدل خط متقطع على دقة كل مستوى.</translation>
    </message>
    <message>
        <source>The round&apos;s winner scores. After a domino: the pips left in the other sides&apos; hands (a partner&apos;s hand counts for nothing). After a block: the side with the fewest pips scores the others&apos; pips less its own; a tie for fewest scores nothing. The target is checked after the round, as in Five-Up.</source>
        <translation>يسجّل الفائز بالجولة. بعد الدومينو: القيم الباقية في أيدي الجانب الآخر (ولا تُحتسب يد الشريك). وبعد الإغلاق: يسجّل الجانب صاحب أقل مجموع قيم قيمَ الآخرين ناقصًا قيمه؛ وإذا تعادل الأقل فلا يسجّل أحد. ويُفحص الهدف بعد الجولة كما في فايف أب.</translation>
    </message>
    <message>
        <source>The tally</source>
        <translation>التدوين الورقي</translation>
    </message>
    <message>
        <source>Two variants: in Five-Up the target is checked after each round is settled; in Exact 61 the score must reach exactly 61, never more.</source>
        <translation>للعبة نوعان: في فايف أب يُفحص الهدف بعد تسوية كل جولة؛ وفي إكزاكت 61 يجب أن تبلغ النتيجة 61 بالضبط، دون زيادة.</translation>
    </message>
    <message>
        <source>Where the two traditional texts the game follows say nothing, or can be read more than one way, the game makes a choice of its own. This guide marks each such choice with its number in the list of decisions of the full rules (section 11), such as (decision 1).</source>
        <translation>حيث يسكت النصان التقليديان اللذان تتبعهما اللعبة، أو يحتملان أكثر من قراءة، تعتمد اللعبة خياراً من عندها. ويعلّم هذا الدليل كل خيار من هذا النوع برقمه في قائمة القرارات في القواعد الكاملة (القسم 11)، مثل (القرار 1).</translation>
    </message>
    <message>
        <source>decision {number}</source>
        <translation>القرار {number}</translation>
    </message>
</context>
<context>
    <name>HandInteraction</name>
    <message>
        <source>+{raw} rejected: past {target}</source>
        <translation>⁦+{raw}⁩ مرفوض: يتجاوز {target}</translation>
    </message>
    <message>
        <source>No match on the table</source>
        <translation>لا مباراة على الطاولة</translation>
    </message>
    <message>
        <source>The match is over</source>
        <translation>انتهت المباراة</translation>
    </message>
    <message>
        <source>The round is over</source>
        <translation>انتهت الجولة</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>دورك</translation>
    </message>
    <message>
        <source>Your turn, {name}</source>
        <translation>دورك يا {name}</translation>
    </message>
    <message>
        <source>choose a point with Tab first</source>
        <translation>اختر موضع توصيل بمفتاح Tab أولاً</translation>
    </message>
    <message>
        <source>drop {tile} on a lit connection point</source>
        <translation>انقل {tile} إلى موضع توصيل مضاء</translation>
    </message>
    <message>
        <source>ends {formula}, sum {n}</source>
        <translation>الأطراف {formula}، المجموع {n}</translation>
    </message>
    <message>
        <source>hand of {name}: {tiles}</source>
        <translation>يد {name}: {tiles}</translation>
    </message>
    <message>
        <source>no open point</source>
        <translation>لا موضع توصيل حر</translation>
    </message>
    <message>
        <source>nobody draws in this game</source>
        <translation>لا سحب في هذه اللعبة</translation>
    </message>
    <message>
        <source>nothing fits: press D to draw</source>
        <translation>لا شيء يناسب: اضغط D للسحب من الكومة</translation>
    </message>
    <message>
        <source>open points: {points}</source>
        <translation>مواضع التوصيل الحرة: {points}</translation>
    </message>
    <message>
        <source>open values {values}</source>
        <translation>القيم المفتوحة {values}</translation>
    </message>
    <message>
        <source>pass the screen to the player first</source>
        <translation>سلّم الشاشة إلى اللاعب أولاً</translation>
    </message>
    <message>
        <source>point {point} chosen</source>
        <translation>الموضع المختار: {point}</translation>
    </message>
    <message>
        <source>selected {tile}, it cannot be placed now</source>
        <translation>القطعة المحددة {tile}، لا يمكن وضعها الآن</translation>
    </message>
    <message>
        <source>selected {tile}, it opens the layout</source>
        <translation>القطعة المحددة {tile}، تفتتح التشكيل</translation>
    </message>
    <message>
        <source>selected {tile}, legal at {points}</source>
        <translation>القطعة المحددة {tile}، مسموحة عند {points}</translation>
    </message>
    <message numerus="yes">
        <source>stock: %n tile(s)</source>
        <translation>
            <numerusform>الكومة: لا قطع</numerusform>
            <numerusform>الكومة: قطعة واحدة</numerusform>
            <numerusform>الكومة: قطعتان</numerusform>
            <numerusform>الكومة: %n قطع</numerusform>
            <numerusform>الكومة: %n قطعة</numerusform>
            <numerusform>الكومة: %n قطعة</numerusform>
        </translation>
    </message>
    <message>
        <source>the table is empty: any tile opens</source>
        <translation>الطاولة فارغة: أي قطعة تفتتح التشكيل</translation>
    </message>
    <message>
        <source>wait: the computer is thinking</source>
        <translation>انتظر: الحاسوب يفكر</translation>
    </message>
    <message>
        <source>your hand: {tiles}</source>
        <translation>يدك: {tiles}</translation>
    </message>
    <message>
        <source>{name} to play</source>
        <translation>الدور على {name}</translation>
    </message>
    <message>
        <source>{points} + settlement</source>
        <translation>{points} + التسوية</translation>
    </message>
    <message>
        <source>{selection}: Enter places it</source>
        <translation>{selection}: اضغط ⁦Enter⁩ لوضعها</translation>
    </message>
    <message>
        <source>{selection}: choose a point with Tab, Enter to place</source>
        <translation>{selection}: اختر موضع توصيل بمفتاح Tab، وEnter للوضع</translation>
    </message>
    <message>
        <source>{selection}: double-click to place it</source>
        <translation>{selection}: انقر نقرًا مزدوجًا لوضعها</translation>
    </message>
    <message>
        <source>{tile} at {point} scores {text}</source>
        <translation>{tile} عند {point} يكسب {text}</translation>
    </message>
    <message>
        <source>{tile} here scores {text}</source>
        <translation>{tile} هنا يكسب {text}</translation>
    </message>
</context>
<context>
    <name>HandoffCard</name>
    <message>
        <source>Hand-over</source>
        <translation>تسليم الشاشة</translation>
    </message>
    <message>
        <source>I am {name}: show my hand</source>
        <translation>أنا {name}: اكشف يدي</translation>
    </message>
    <message>
        <source>Pass the screen to {name}</source>
        <translation>سلّم الشاشة إلى {name}</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>لا لاعبين</numerusform>
            <numerusform>لاعب واحد</numerusform>
            <numerusform>لاعبان</numerusform>
            <numerusform>%n لاعبين</numerusform>
            <numerusform>%n لاعبًا</numerusform>
            <numerusform>%n لاعب</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;فتح</translation>
    </message>
    <message>
        <source>&amp;Review…</source>
        <translation>م&amp;راجعة…</translation>
    </message>
    <message>
        <source>(older matches are not shown: the history is very large)</source>
        <translation>(لا تظهر المباريات الأقدم: السجل كبير جدًا)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <source>A deal of this match again, with the same seats or the seats rotated</source>
        <translation>توزيع من هذه المباراة مرة أخرى، بالمقاعد نفسها أو بعد تدوير المقاعد</translation>
    </message>
    <message>
        <source>A finished match opens in the replay viewer; an abandoned one can be played on</source>
        <translation>تُفتح المباراة المنتهية في عارض الإعادة؛ ويمكن متابعة لعب المباراة المتروكة</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>متروكة</translation>
    </message>
    <message>
        <source>All variants</source>
        <translation>كل الأنواع</translation>
    </message>
    <message>
        <source>Any number of players</source>
        <translation>أي عدد من اللاعبين</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>أي نتيجة</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>المخططات</translation>
    </message>
    <message>
        <source>Daily deal</source>
        <translation>توزيع اليوم</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>التاريخ</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>المكرّر</translation>
    </message>
    <message>
        <source>Duplicate: you against Expert in your seat</source>
        <translation>المكرّر: أنت مقابل الخبير في مقعدك</translation>
    </message>
    <message>
        <source>Every decision of a player of this match, judged move by move</source>
        <translation>كل قرارات لاعب في هذه المباراة، مقيَّمة حركةً حركة</translation>
    </message>
    <message>
        <source>Every round of this finished match played again by Expert in your seat, from the same deal and the same scores</source>
        <translation>كل جولة من هذه المباراة المنتهية يلعبها خبير من جديد في مقعدك، من التوزيع نفسه والنتائج نفسها</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>النتيجة النهائية</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>منتهية</translation>
    </message>
    <message>
        <source>Match History</source>
        <translation>سجل المباريات</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>المباريات</translation>
    </message>
    <message>
        <source>No accuracy to show yet: review a finished match and your accuracy appears here.</source>
        <translation>لا دقة لعرضها بعد: راجع مباراة منتهية وستظهر دقتك هنا.</translation>
    </message>
    <message>
        <source>No comparison to show yet: play the Daily Deal (Play menu), or choose a finished match and Play it in duplicate.</source>
        <translation>لا مقارنة لعرضها بعد: العب توزيع اليوم (قائمة لعب)، أو اختر مباراة منتهية والعبها مكرّرة.</translation>
    </message>
    <message>
        <source>Play it in d&amp;uplicate…</source>
        <translation>العبها م&amp;كرّرة…</translation>
    </message>
    <message>
        <source>Player name</source>
        <translation>اسم اللاعب</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>اللاعبون</translation>
    </message>
    <message>
        <source>Points per round</source>
        <translation>النقاط في كل جولة</translation>
    </message>
    <message>
        <source>Points per round: {date}</source>
        <translation>النقاط في كل جولة: {date}</translation>
    </message>
    <message>
        <source>Replay a &amp;Deal…</source>
        <translation>إعادة &amp;توزيع…</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>النتيجة</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>الجولات</translation>
    </message>
    <message>
        <source>The date of the daily deal the match was dealt from</source>
        <translation>تاريخ توزيع اليوم الذي وُزّعت منه المباراة</translation>
    </message>
    <message>
        <source>The history keeps the last comparison made of a match: playing it in duplicate again replaces it.</source>
        <translation>يحفظ السجل آخر مقارنة أُجريت للمباراة: لعبها مكرّرة مرة أخرى يستبدلها.</translation>
    </message>
    <message>
        <source>The match could not be opened</source>
        <translation>تعذّر فتح المباراة</translation>
    </message>
    <message>
        <source>The match history could not be read fully</source>
        <translation>تعذّرت قراءة سجل المباريات كاملاً</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>النوع</translation>
    </message>
    <message>
        <source>You and {partner} won</source>
        <translation>فزت أنت و{partner}</translation>
    </message>
    <message>
        <source>You lost</source>
        <translation>خسرت</translation>
    </message>
    <message>
        <source>You scored {played}, {level} in your seat {replay}</source>
        <translation>سجّلت {played}، و{level} في مقعدك {replay}</translation>
    </message>
    <message>
        <source>You won</source>
        <translation>فزت</translation>
    </message>
    <message>
        <source>Your accuracy in the review</source>
        <translation>دقتك في المراجعة</translation>
    </message>
    <message>
        <source>Your accuracy in the review (the levels&apos; lines: choose a variant and a number of players)</source>
        <translation>دقتك في المراجعة (لخطوط المستويات: اختر النوع وعدد اللاعبين)</translation>
    </message>
    <message>
        <source>Your points less those of the computer that played the same deals in your seat (Play it in duplicate)</source>
        <translation>نقاطك ناقص نقاط الحاسوب الذي لعب التوزيعات نفسها في مقعدك (العبها مكرّرة)</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>متروكة</translation>
    </message>
    <message>
        <source>accuracy (%)</source>
        <translation>الدقة (%)</translation>
    </message>
    <message>
        <source>difference</source>
        <translation>الفارق</translation>
    </message>
    <message>
        <source>human</source>
        <translation>إنسان</translation>
    </message>
    <message>
        <source>match</source>
        <translation>المباراة</translation>
    </message>
    <message>
        <source>mixed</source>
        <translation>مختلط</translation>
    </message>
    <message>
        <source>{names} won</source>
        <translation>فاز {names}</translation>
    </message>
    <message>
        <source>{name} ({kind})</source>
        <translation>{name} ({kind})</translation>
    </message>
    <message>
        <source>{name} won</source>
        <translation>فاز {name}</translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %n match(es)</source>
        <translation>
            <numerusform>{shown} من 0 مباريات</numerusform>
            <numerusform>{shown} من مباراة واحدة</numerusform>
            <numerusform>{shown} من مباراتين</numerusform>
            <numerusform>{shown} من %n مباريات</numerusform>
            <numerusform>{shown} من %n مباراة</numerusform>
            <numerusform>{shown} من %n مباراة</numerusform>
        </translation>
    </message>
    <message>
        <source>{variant} to {target}</source>
        <translation>{variant} إلى {target}</translation>
    </message>
</context>
<context>
    <name>i18n</name>
    <message>
        <source>The new language applies the next time the game starts.</source>
        <translation>تُطبَّق اللغة الجديدة عند تشغيل اللعبة في المرة القادمة.</translation>
    </message>
    <message>
        <source>The new language applies the next time the game starts. Your match is saved and can be resumed then.</source>
        <translation>تُطبَّق اللغة الجديدة عند تشغيل اللعبة في المرة القادمة. مباراتك محفوظة ويمكن استئنافها حينها.</translation>
    </message>
</context>
<context>
    <name>levels</name>
    <message>
        <source>Easy</source>
        <translation>سهل</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>خبير</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>صعب</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>متوسط</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;About Five-Up Dominoes</source>
        <translation>&amp;حول دومينو فايف أب</translation>
    </message>
    <message>
        <source>&amp;Cancel Selection</source>
        <translation>&amp;إلغاء التحديد</translation>
    </message>
    <message>
        <source>&amp;Dark Palette</source>
        <translation>الألوان ال&amp;داكنة</translation>
    </message>
    <message>
        <source>&amp;Draw from the Stock</source>
        <translation>&amp;سحب من الكومة</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;تحرير</translation>
    </message>
    <message>
        <source>&amp;Fit Table</source>
        <translation>&amp;ملاءمة الطاولة</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;اللعبة</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;مساعدة</translation>
    </message>
    <message>
        <source>&amp;High Contrast Palette</source>
        <translation>ألوان التباين ال&amp;عالي</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;تلميح</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;طريقة اللعب</translation>
    </message>
    <message>
        <source>&amp;Light Palette</source>
        <translation>الألوان ال&amp;فاتحة</translation>
    </message>
    <message>
        <source>&amp;New Match…</source>
        <translation>مباراة &amp;جديدة…</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;لعب</translation>
    </message>
    <message>
        <source>&amp;Previous Tile</source>
        <translation>القطعة السا&amp;بقة</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;خروج</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;إعادة</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>إعادة ال&amp;مباراة</translation>
    </message>
    <message>
        <source>&amp;Rules Tour</source>
        <translation>&amp;عرض القواعد</translation>
    </message>
    <message>
        <source>&amp;Sort Hand</source>
        <translation>&amp;ترتيب اليد</translation>
    </message>
    <message>
        <source>&amp;Teaching Mode</source>
        <translation>&amp;وضع التعليم</translation>
    </message>
    <message>
        <source>&amp;Undo Your Move</source>
        <translation>&amp;تراجع عن حركتك</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;عرض</translation>
    </message>
    <message>
        <source>&lt;b&gt;Five-Up Dominoes&lt;/b&gt; {version}&lt;br&gt;Five-Up and Exact 61 dominoes against the computer or friends at one screen.</source>
        <translation>&lt;b&gt;دومينو فايف أب&lt;/b&gt; {version}&lt;br&gt;فايف أب وإكزاكت 61: دومينو ضد الحاسوب أو مع الأصدقاء على شاشة واحدة.</translation>
    </message>
    <message>
        <source>About Five-Up Dominoes</source>
        <translation>حول دومينو فايف أب</translation>
    </message>
    <message>
        <source>Arrange your hand by value, then with the doubles first</source>
        <translation>رتّب يدك حسب القيمة، ثم بوضع القطع المزدوجة أولاً</translation>
    </message>
    <message>
        <source>Black, white and yellow, with large pips</source>
        <translation>أسود وأبيض وأصفر، بقيم كبيرة على القطع</translation>
    </message>
    <message>
        <source>Ctrl+T switches between the light and dark palettes</source>
        <translation>⁦Ctrl+T⁩ يبدّل بين الألوان الفاتحة والداكنة</translation>
    </message>
    <message>
        <source>Dail&amp;y Deal…</source>
        <translation>&amp;توزيع اليوم…</translation>
    </message>
    <message>
        <source>Five-Up Dominoes</source>
        <translation>دومينو فايف أب</translation>
    </message>
    <message>
        <source>Five-Up Dominoes is already running with the data folder {folder}, but it does not answer. Only one copy can play with a data folder at a time: close the other one, then start the game again.</source>
        <translation>دومينو فايف أب يعمل بالفعل بمجلد البيانات {folder}، لكنه لا يستجيب. لا تلعب بمجلد البيانات إلا نسخة واحدة في الوقت نفسه: أغلق النسخة الأخرى، ثم شغّل اللعبة من جديد.</translation>
    </message>
    <message>
        <source>Five-Up Dominoes was started again: this is the game already running.</source>
        <translation>شُغّل دومينو فايف أب مرة أخرى: هذه هي اللعبة التي تعمل بالفعل.</translation>
    </message>
    <message>
        <source>Hand sorted by value</source>
        <translation>رُتّبت اليد حسب القيمة</translation>
    </message>
    <message>
        <source>Hand sorted: doubles first</source>
        <translation>رُتّبت اليد: القطع المزدوجة أولاً</translation>
    </message>
    <message>
        <source>How the &amp;Computer Plays</source>
        <translation>كيف يلعب ال&amp;حاسوب</translation>
    </message>
    <message>
        <source>Ne&amp;xt Round</source>
        <translation>الجولة ال&amp;تالية</translation>
    </message>
    <message>
        <source>Next &amp;Tile</source>
        <translation>القطعة التا&amp;لية</translation>
    </message>
    <message>
        <source>Next Poi&amp;nt</source>
        <translation>الموضع الت&amp;الي</translation>
    </message>
    <message>
        <source>P&amp;lace Tile</source>
        <translation>&amp;وضع القطعة</translation>
    </message>
    <message>
        <source>P&amp;uzzles…</source>
        <translation>الأل&amp;غاز…</translation>
    </message>
    <message>
        <source>Positions from real rounds where one move is best: find it, with a rating and a streak</source>
        <translation>مواقف من جولات حقيقية فيها نقلة واحدة هي الأفضل: جِدها، مع تصنيف وسلسلة</translation>
    </message>
    <message>
        <source>Previous P&amp;oint</source>
        <translation>الموضع الساب&amp;ق</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>خروج</translation>
    </message>
    <message>
        <source>Start Anyway</source>
        <translation>البدء على أي حال</translation>
    </message>
    <message>
        <source>Start anyway? The file is moved, unread, into the bad-files folder, and a new lock is made.</source>
        <translation>أتبدأ على أي حال؟ يُنقل الملف، دون قراءته، إلى مجلد الملفات التالفة (bad-files)، ويُنشأ قفل جديد.</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>الحالة</translation>
    </message>
    <message>
        <source>Teaching mode: take back your move and the replies to it</source>
        <translation>وضع التعليم: استرجع حركتك والردود عليها</translation>
    </message>
    <message>
        <source>Teaching mode: the move a strong player would make</source>
        <translation>وضع التعليم: الحركة التي يختارها لاعب قوي</translation>
    </message>
    <message>
        <source>The lock file of the data folder {folder} cannot tell whether another copy of the game is using the folder.

File: {file}
Problem: {problem}</source>
        <translation>ملف القفل في مجلد البيانات {folder} لا يدل على ما إذا كانت نسخة أخرى من اللعبة تستخدم المجلد.

الملف: {file}
المشكلة: {problem}</translation>
    </message>
    <message>
        <source>Today&apos;s deal (or an earlier date&apos;s) against Expert, the same on every computer, then compared with Expert&apos;s play in your seat</source>
        <translation>توزيع اليوم (أو توزيع تاريخ سابق) ضد الخبير، هو نفسه على كل حاسوب، ثم يُقارن بلعب الخبير في مقعدك</translation>
    </message>
</context>
<context>
    <name>MatchEndCard</name>
    <message>
        <source>Choose the variant and the players</source>
        <translation>اختر النوع واللاعبين</translation>
    </message>
    <message>
        <source>Every decision of the match, judged move by move</source>
        <translation>كل قرارات المباراة، مقيَّمة حركةً حركة</translation>
    </message>
    <message>
        <source>Every round played again by Expert in your seat, from the same deal and the same scores: the luck of the deal taken out</source>
        <translation>كل جولة يلعبها خبير من جديد في مقعدك، من التوزيع نفسه والنتائج نفسها: بلا حظ التوزيع</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>انظر إلى الطاولة</translation>
    </message>
    <message>
        <source>Match result</source>
        <translation>نتيجة المباراة</translation>
    </message>
    <message>
        <source>New match…</source>
        <translation>مباراة جديدة…</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>العب مرة أخرى</translation>
    </message>
    <message>
        <source>Play it in duplicate…</source>
        <translation>العبها مكرّرة…</translation>
    </message>
    <message>
        <source>Review…</source>
        <translation>مراجعة…</translation>
    </message>
    <message>
        <source>The same players and variant, a new deal</source>
        <translation>اللاعبون والنوع أنفسهم، بتوزيع جديد</translation>
    </message>
    <message>
        <source>{raw} raw · {shown}</source>
        <translation>{raw} خام · {shown} معروضة</translation>
    </message>
    <message>
        <source>{variant} · {rounds} rounds · target {target}</source>
        <translation>{variant} · الجولات: {rounds} · الهدف {target}</translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>لا لاعبين</numerusform>
            <numerusform>لاعب واحد</numerusform>
            <numerusform>لاعبان</numerusform>
            <numerusform>%n لاعبين</numerusform>
            <numerusform>%n لاعبًا</numerusform>
            <numerusform>%n لاعب</numerusform>
        </translation>
    </message>
    <message>
        <source>4 (partners opposite)</source>
        <translation>4 (الشريكان متقابلان)</translation>
    </message>
    <message>
        <source>61 is the original rules&apos; target; 41 and 31 make a shorter match (a house option).</source>
        <translation>الهدف 61 هو هدف القواعد الأصلية؛ و41 و31 تجعلان المباراة أقصر (خيار منزلي).</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>الحاسوب: {level}</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>إنسان</translation>
    </message>
    <message>
        <source>Match to</source>
        <translation>المباراة إلى</translation>
    </message>
    <message>
        <source>New Match</source>
        <translation>مباراة جديدة</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>اللاعبون</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>المقعد {n}</translation>
    </message>
    <message>
        <source>Seats (clockwise from the bottom of the table)</source>
        <translation>المقاعد (مع عقارب الساعة بدءاً من أسفل الطاولة)</translation>
    </message>
    <message>
        <source>This game is played to {target}.</source>
        <translation>تُلعب هذه اللعبة حتى {target}.</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>النوع</translation>
    </message>
    <message>
        <source>{target} is this game&apos;s usual target; {others} make a shorter or longer match (a house option).</source>
        <translation>الهدف {target} هو الهدف المعتاد لهذه اللعبة؛ و{others} تجعل المباراة أقصر أو أطول (خيار منزلي).</translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message>
        <source>&amp;Open Match…</source>
        <translation>&amp;فتح مباراة…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;الإعدادات…</translation>
    </message>
    <message>
        <source>; </source>
        <translation>؛ </translation>
    </message>
    <message>
        <source>A match is in progress. Starting another one abandons it: it goes to the history as abandoned.</source>
        <translation>هناك مباراة جارية. بدء مباراة أخرى يتركها: تُسجَّل في سجل المباريات على أنها متروكة.</translation>
    </message>
    <message>
        <source>Abandon it</source>
        <translation>اتركها</translation>
    </message>
    <message>
        <source>Abandon this match?</source>
        <translation>هل تترك هذه المباراة؟</translation>
    </message>
    <message>
        <source>An unfinished match was saved:</source>
        <translation>حُفظت مباراة لم تنته:</translation>
    </message>
    <message>
        <source>Five-Up Dominoes</source>
        <translation>دومينو فايف أب</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>ملفات JSON (*.json)</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>واصل اللعب</translation>
    </message>
    <message>
        <source>Match &amp;History…</source>
        <translation>&amp;سجل المباريات…</translation>
    </message>
    <message>
        <source>Match records (*.fivesup.json)</source>
        <translation>سجلات المباريات (*.fivesup.json)</translation>
    </message>
    <message>
        <source>Open Match</source>
        <translation>فتح مباراة</translation>
    </message>
    <message>
        <source>Resume Match</source>
        <translation>استئناف المباراة</translation>
    </message>
    <message>
        <source>Resume it?</source>
        <translation>هل تستأنفها؟</translation>
    </message>
    <message>
        <source>Save Match &amp;As…</source>
        <translation>&amp;حفظ المباراة باسم…</translation>
    </message>
    <message>
        <source>Save Match As</source>
        <translation>حفظ المباراة باسم</translation>
    </message>
    <message>
        <source>Save it first…</source>
        <translation>احفظها أولاً…</translation>
    </message>
    <message>
        <source>Score &amp;Chart</source>
        <translation>م&amp;خطط النتائج</translation>
    </message>
    <message>
        <source>Started {date}</source>
        <translation>بدأت في {date}</translation>
    </message>
    <message>
        <source>The automatic save could not be closed</source>
        <translation>تعذّر إغلاق الحفظ التلقائي</translation>
    </message>
    <message>
        <source>The automatic save could not be used</source>
        <translation>تعذّر استخدام الحفظ التلقائي</translation>
    </message>
    <message>
        <source>The file was kept aside as {kept}.</source>
        <translation>نُقل الملف جانباً باسم {kept}.</translation>
    </message>
    <message>
        <source>The match could not be added to the history</source>
        <translation>تعذّرت إضافة المباراة إلى السجل</translation>
    </message>
    <message>
        <source>The match could not be opened</source>
        <translation>تعذّر فتح المباراة</translation>
    </message>
    <message>
        <source>The match could not be saved</source>
        <translation>تعذّر حفظ المباراة</translation>
    </message>
    <message>
        <source>The match could not be saved automatically</source>
        <translation>تعذّر حفظ المباراة تلقائياً</translation>
    </message>
    <message>
        <source>The match history could not be read fully</source>
        <translation>تعذّرت قراءة سجل المباريات كاملاً</translation>
    </message>
    <message>
        <source>The match is saved automatically again</source>
        <translation>عاد حفظ المباراة التلقائي إلى العمل</translation>
    </message>
    <message>
        <source>The settings could not be read fully</source>
        <translation>تعذّرت قراءة الإعدادات كاملة</translation>
    </message>
    <message>
        <source>The settings could not be saved</source>
        <translation>تعذّر حفظ الإعدادات</translation>
    </message>
    <message>
        <source>There is no match to save.</source>
        <translation>لا توجد مباراة لحفظها.</translation>
    </message>
    <message>
        <source>Unexpected problem while saving: {error}</source>
        <translation>مشكلة غير متوقعة أثناء الحفظ: {error}</translation>
    </message>
    <message>
        <source>{file} is one of the game&apos;s own files, not a match record: it is not opened.</source>
        <translation>{file} من ملفات اللعبة نفسها وليس سجل مباراة: لن يُفتح.</translation>
    </message>
    <message>
        <source>{file}: the file does not exist.</source>
        <translation>{file}: الملف غير موجود.</translation>
    </message>
    <message>
        <source>{heading}.

File: {file}
Problem: {problem}</source>
        <translation>{heading}.

الملف: {file}
المشكلة: {problem}</translation>
    </message>
    <message>
        <source>{variant}, round {round}</source>
        <translation>{variant}، الجولة {round}</translation>
    </message>
    <message>
        <source>{who}: {score}</source>
        <translation>{who}: {score}</translation>
    </message>
</context>
<context>
    <name>PuzzleChoice</name>
    <message>
        <source>Any difficulty</source>
        <translation>كل الصعوبات</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>الصعوبة</translation>
    </message>
    <message>
        <source>Every theme ({n})</source>
        <translation>كل المواضيع ({n})</translation>
    </message>
    <message>
        <source>Rating {rating}</source>
        <translation>التصنيف {rating}</translation>
    </message>
    <message>
        <source>Rating {rating} (provisional)</source>
        <translation>التصنيف {rating} (مؤقت)</translation>
    </message>
    <message>
        <source>Streak {streak} (best {best}) · solved {solved}</source>
        <translation>السلسلة {streak} (الأفضل {best}) · المحلولة {solved}</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>الموضوع</translation>
    </message>
    <message>
        <source>Theme:</source>
        <translation>الموضوع:</translation>
    </message>
    <message>
        <source>Your puzzle rating (Glicko-2), within {deviation} either way at 95%: the first answer to each puzzle counts, a win against the puzzle&apos;s rating when it is right, a loss when it is not.</source>
        <translation>تصنيفك في الألغاز (غليكو-2)، بهامش {deviation} في الاتجاهين بثقة 95%: تُحتسب الإجابة الأولى عن كل لغز، فوزاً على تصنيف اللغز حين تكون صحيحة وخسارة حين لا تكون.</translation>
    </message>
    <message>
        <source>{theme} ({n})</source>
        <translation>{theme} ({n})</translation>
    </message>
</context>
<context>
    <name>puzzles</name>
    <message>
        <source>After it, another player goes out first.</source>
        <translation>بعدها تنفد قطع لاعب آخر أولاً.</translation>
    </message>
    <message>
        <source>After it, another side wins the match.</source>
        <translation>بعدها يفوز طرف آخر بالمباراة.</translation>
    </message>
    <message>
        <source>Big score</source>
        <translation>تسجيل كبير</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>الإغلاق</translation>
    </message>
    <message>
        <source>Deny a score</source>
        <translation>منع التسجيل</translation>
    </message>
    <message>
        <source>Do not overshoot</source>
        <translation>لا تتجاوز الهدف</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>سهل</translation>
    </message>
    <message>
        <source>Every hand is shown: the rest of the round can be worked out exactly.</source>
        <translation>كل الأيدي مكشوفة: يمكن حساب بقية الجولة بدقة.</translation>
    </message>
    <message>
        <source>Exact finish</source>
        <translation>إنهاء دقيق</translation>
    </message>
    <message>
        <source>Go out first</source>
        <translation>النفاد أولاً</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>صعب</translation>
    </message>
    <message>
        <source>It does not finish the match; the right move does.</source>
        <translation>لا تُنهي المباراة؛ أما النقلة الصحيحة فتُنهيها.</translation>
    </message>
    <message>
        <source>It lets the other side score more.</source>
        <translation>تتيح للطرف الآخر أن يسجّل أكثر.</translation>
    </message>
    <message>
        <source>Its points would pass the target, so they would not count.</source>
        <translation>نقاطها تتجاوز الهدف، فلا تُحتسب.</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>متوسط</translation>
    </message>
    <message>
        <source>Only your hand is shown: count what each placement scores now.</source>
        <translation>يدك وحدها مكشوفة: احسب ما يسجّله كل وضع الآن.</translation>
    </message>
    <message>
        <source>Sacrifice</source>
        <translation>تضحية</translation>
    </message>
    <message>
        <source>Several scores</source>
        <translation>عدة تسجيلات</translation>
    </message>
    <message>
        <source>Spinner count</source>
        <translation>عدّ القطعة المزدوجة المتفرعة</translation>
    </message>
    <message>
        <source>Win the match</source>
        <translation>الفوز بالمباراة</translation>
    </message>
    <message>
        <source>You draw {tiles}</source>
        <translation>أنت تسحب {tiles}</translation>
    </message>
    <message>
        <source>You pass</source>
        <translation>أنت تمرّر الدور</translation>
    </message>
    <message>
        <source>You to play: block the round while ahead</source>
        <translation>دورك: أغلق الجولة وأنت متقدّم</translation>
    </message>
    <message>
        <source>You to play: finish the match</source>
        <translation>دورك: أنهِ المباراة</translation>
    </message>
    <message>
        <source>You to play: go out first</source>
        <translation>دورك: أنفِد قطعك أولاً</translation>
    </message>
    <message>
        <source>You to play: make the most of the round</source>
        <translation>دورك: استفد من الجولة أقصى استفادة</translation>
    </message>
    <message>
        <source>You to play: score the most with this placement</source>
        <translation>دورك: سجّل أكثر ما يمكن بهذا الوضع</translation>
    </message>
    <message>
        <source>You to play: stop the others from scoring</source>
        <translation>دورك: امنع الآخرين من التسجيل</translation>
    </message>
    <message>
        <source>You to play: stop {names} from scoring</source>
        <translation>دورك: امنع {names} من التسجيل</translation>
    </message>
    <message>
        <source>Your side scores less with it.</source>
        <translation>يسجّل طرفك بها أقل.</translation>
    </message>
    <message>
        <source>{name} draws {tiles}</source>
        <translation>{name} يسحب {tiles}</translation>
    </message>
    <message>
        <source>{name} passes</source>
        <translation>{name} يمرّر الدور</translation>
    </message>
    <message>
        <source>{variant} · {players} players · to {target} · puzzle rated {rating} · {difficulty}</source>
        <translation>{variant} · عدد اللاعبين {players} · حتى {target} · تصنيف اللغز {rating} · {difficulty}</translation>
    </message>
</context>
<context>
    <name>PuzzleWindow</name>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation>اللغز ال&amp;تالي</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>أ&amp;عد المحاولة</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>الإجابة</translation>
    </message>
    <message>
        <source>Drag a tile from your hand onto a lit point, or click a tile and then a point.</source>
        <translation>انقل قطعة من يدك إلى موضع مضاء، أو انقر قطعة ثم موضعاً.</translation>
    </message>
    <message>
        <source>How the round goes after it:</source>
        <translation>كيف تمضي الجولة بعدها:</translation>
    </message>
    <message>
        <source>It gives up {loss} points against the best move.</source>
        <translation>تخسر {loss} نقطة مقارنة بأفضل نقلة.</translation>
    </message>
    <message>
        <source>It scores {points}.</source>
        <translation>تسجّل {points}.</translation>
    </message>
    <message>
        <source>It scores {points}; the best placement here scores {best}.</source>
        <translation>تسجّل {points}؛ وأفضل وضع هنا يسجّل {best}.</translation>
    </message>
    <message>
        <source>No puzzle has this theme and difficulty.</source>
        <translation>لا يوجد لغز بهذا الموضوع وهذه الصعوبة.</translation>
    </message>
    <message>
        <source>Not the best move.</source>
        <translation>ليست أفضل نقلة.</translation>
    </message>
    <message>
        <source>Puzzle position</source>
        <translation>موقف اللغز</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>الألغاز</translation>
    </message>
    <message>
        <source>Rating {change}.</source>
        <translation>التصنيف {change}.</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>صحيح!</translation>
    </message>
    <message>
        <source>Show &amp;Solution</source>
        <translation>اعرض ال&amp;حل</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>الحالة</translation>
    </message>
    <message>
        <source>The best move: {move}.</source>
        <translation>أفضل نقلة: {move}.</translation>
    </message>
    <message>
        <source>The puzzles could not be read: {problem}</source>
        <translation>تعذّرت قراءة الألغاز: {problem}</translation>
    </message>
    <message>
        <source>The rest of the round, as the exact search plays it:</source>
        <translation>بقية الجولة كما يلعبها البحث الدقيق:</translation>
    </message>
    <message>
        <source>The same position again (a retry does not change your rating)</source>
        <translation>الموقف نفسه مرة أخرى (إعادة المحاولة لا تغيّر تصنيفك)</translation>
    </message>
    <message>
        <source>The solution and the rest of the round:</source>
        <translation>الحل وبقية الجولة:</translation>
    </message>
    <message>
        <source>Try again: a retry does not change your rating.</source>
        <translation>حاول مرة أخرى: إعادة المحاولة لا تغيّر تصنيفك.</translation>
    </message>
    <message>
        <source>{move} is the best move.</source>
        <translation>{move} هي أفضل نقلة.</translation>
    </message>
    <message>
        <source>{move}:</source>
        <translation>{move}:</translation>
    </message>
</context>
<context>
    <name>reasons</name>
    <message>
        <source>it is already on the table</source>
        <translation>إنها على الطاولة بالفعل</translation>
    </message>
    <message>
        <source>it is in the stock</source>
        <translation>إنها في الكومة</translation>
    </message>
    <message>
        <source>it is in your hand</source>
        <translation>إنها في يدك</translation>
    </message>
    <message>
        <source>it is in {holder}&apos;s hand</source>
        <translation>إنها في يد {holder}</translation>
    </message>
    <message>
        <source>it is not your turn</source>
        <translation>ليس دورك</translation>
    </message>
    <message>
        <source>it is not your turn: {seat} is to play</source>
        <translation>ليس دورك: الدور على {seat}</translation>
    </message>
    <message>
        <source>no such connection point</source>
        <translation>لا يوجد موضع توصيل كهذا</translation>
    </message>
    <message>
        <source>nothing to undo in this round</source>
        <translation>لا شيء للتراجع عنه في هذه الجولة</translation>
    </message>
    <message>
        <source>the current round is not over</source>
        <translation>الجولة الحالية لم تنتهِ بعد</translation>
    </message>
    <message>
        <source>the first tile opens the layout: it has no point</source>
        <translation>القطعة الأولى تفتتح التشكيل: ليس لها موضع توصيل</translation>
    </message>
    <message>
        <source>the layout is already open: name a connection point</source>
        <translation>التشكيل مفتوح بالفعل: اختر موضع توصيل</translation>
    </message>
    <message>
        <source>the leader must be {seat}, who holds {tile}, the highest double dealt</source>
        <translation>يجب أن يبدأ {seat}، فهو يملك {tile}، أعلى قطعة مزدوجة وُزِّعت</translation>
    </message>
    <message>
        <source>the leader must be {seat}, who played the last tile of the previous round</source>
        <translation>يجب أن يبدأ {seat}، فهو من لعب آخر قطعة في الجولة السابقة</translation>
    </message>
    <message>
        <source>the match is over</source>
        <translation>انتهت المباراة</translation>
    </message>
    <message>
        <source>the match is over: no round may follow</source>
        <translation>انتهت المباراة: لا تليها أي جولة</translation>
    </message>
    <message>
        <source>the round is over</source>
        <translation>انتهت الجولة</translation>
    </message>
    <message>
        <source>this round opens with {tile}, the highest double dealt</source>
        <translation>تُفتتح هذه الجولة بالقطعة {tile}، أعلى قطعة مزدوجة وُزِّعت</translation>
    </message>
    <message>
        <source>this round opens with {tile}: no double was dealt, so the heaviest tile leads</source>
        <translation>تُفتتح هذه الجولة بالقطعة {tile}: لم تُوزَّع أي قطعة مزدوجة، فتبدأ القطعة الأثقل</translation>
    </message>
    <message>
        <source>you may draw only when you hold no playable tile</source>
        <translation>لا يجوز السحب إلا إذا لم تكن لديك قطعة قابلة للعب</translation>
    </message>
    <message>
        <source>you may pass only when the stock is empty and nothing fits</source>
        <translation>لا يجوز تمرير الدور إلا عندما تكون الكومة فارغة ولا تناسب أي قطعة</translation>
    </message>
    <message>
        <source>you must lead: you hold {tile}, the highest double dealt</source>
        <translation>عليك أن تبدأ: فأنت تملك {tile}، أعلى قطعة مزدوجة وُزِّعت</translation>
    </message>
    <message>
        <source>you must lead: you played the last tile of the previous round</source>
        <translation>عليك أن تبدأ: فأنت من لعب آخر قطعة في الجولة السابقة</translation>
    </message>
    <message>
        <source>you must place {tile}, the playable tile you just drew</source>
        <translation>يجب أن تضع {tile}، القطعة القابلة للعب التي سحبتها للتو</translation>
    </message>
    <message>
        <source>{point} is already occupied</source>
        <translation>{point} مشغول بالفعل</translation>
    </message>
    <message>
        <source>{point} is not on the table</source>
        <translation>{point} ليس على الطاولة</translation>
    </message>
    <message>
        <source>{point}: a spinner&apos;s branch opens only once both its line sides are filled</source>
        <translation>{point}: لا يُفتح فرع القطعة المزدوجة المتفرعة إلا بعد شغل جانبي خطها</translation>
    </message>
    <message>
        <source>{point}: this double is not a spinner, so it has no branch sides</source>
        <translation>{point}: هذه القطعة المزدوجة ليست متفرعة، فلا جانبي فرع لها</translation>
    </message>
    <message>
        <source>{tile} does not match {point}: the value there is {value}</source>
        <translation>{tile} لا تطابق {point}: القيمة هناك {value}</translation>
    </message>
    <message>
        <source>{tile} is not in your hand ({where})</source>
        <translation>{tile} ليست في يدك ({where})</translation>
    </message>
    <message>
        <source>{tile} is not in {seat}&apos;s hand ({where})</source>
        <translation>{tile} ليست في يد {seat} ({where})</translation>
    </message>
</context>
<context>
    <name>ReplayDealDialog</name>
    <message>
        <source>; </source>
        <translation>؛ </translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>وزّع</translation>
    </message>
    <message>
        <source>Deal of round:</source>
        <translation>توزيع الجولة:</translation>
    </message>
    <message>
        <source>Deal round {n} again: the same hands and the same stock, in the same order.</source>
        <translation>وزّع الجولة {n} مرة أخرى: الأيدي نفسها والكومة نفسها، بالترتيب نفسه.</translation>
    </message>
    <message>
        <source>Replay a Deal</source>
        <translation>إعادة توزيع</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>الجولة</translation>
    </message>
    <message>
        <source>Same seats: everyone gets the same hand again</source>
        <translation>المقاعد نفسها: يحصل كل لاعب على يده نفسها مرة أخرى</translation>
    </message>
    <message numerus="yes">
        <source>Seats rotated by %n: {who}</source>
        <translation>
            <numerusform>المقاعد مُدارة بلا مقعد: {who}</numerusform>
            <numerusform>المقاعد مُدارة بمقعد واحد: {who}</numerusform>
            <numerusform>المقاعد مُدارة بمقعدين: {who}</numerusform>
            <numerusform>المقاعد مُدارة بـ %n مقاعد: {who}</numerusform>
            <numerusform>المقاعد مُدارة بـ %n مقعداً: {who}</numerusform>
            <numerusform>المقاعد مُدارة بـ %n مقعد: {who}</numerusform>
        </translation>
    </message>
    <message>
        <source>The match in play is left; it stays in Match History.</source>
        <translation>تُترك المباراة الجارية؛ وتبقى في سجل المباريات.</translation>
    </message>
    <message>
        <source>You get {owner}&apos;s hand</source>
        <translation>أنت تأخذ يد {owner}</translation>
    </message>
    <message>
        <source>{name} gets your hand</source>
        <translation>يأخذ {name} يدك</translation>
    </message>
    <message>
        <source>{name} gets {owner}&apos;s hand</source>
        <translation>يأخذ {name} يد {owner}</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>Back</source>
        <translation>رجوع</translation>
    </message>
    <message>
        <source>Back (Left)</source>
        <translation>رجوع (يسار)</translation>
    </message>
    <message>
        <source>End (End)</source>
        <translation>النهاية (End)</translation>
    </message>
    <message>
        <source>Every decision of a player of this match, judged move by move</source>
        <translation>كل قرارات لاعب في هذه المباراة، مقيَّمة حركةً حركة</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>تقدّم</translation>
    </message>
    <message>
        <source>Forward (Right)</source>
        <translation>تقدّم (يمين)</translation>
    </message>
    <message>
        <source>Move of the replay</source>
        <translation>حركة إعادة العرض</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>إعادة العرض</translation>
    </message>
    <message>
        <source>Replay: {name}</source>
        <translation>إعادة العرض: {name}</translation>
    </message>
    <message>
        <source>Review…</source>
        <translation>مراجعة…</translation>
    </message>
    <message>
        <source>Round {r}, move {k} of {n}</source>
        <translation>الجولة {r}، الحركة {k} من {n}</translation>
    </message>
    <message>
        <source>Start (Home)</source>
        <translation>البداية (Home)</translation>
    </message>
</context>
<context>
    <name>review</name>
    <message>
        <source> · </source>
        <translation> · </translation>
    </message>
    <message>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <source>, no </source>
        <translation>، ولا </translation>
    </message>
    <message>
        <source>0 points</source>
        <translation>0 نقطة</translation>
    </message>
    <message>
        <source>A decision gives up the difference between the best move&apos;s expected result and the result of the move played: in raw points, and where the match has a table of winning chances, in percentage points of the chance of winning the match. By points, best: less than {b}; good: less than {g}; inaccuracy: less than {i}; mistake: less than {m}; blunder: {m} or more. By winning chance, best: less than {cb}; good: less than {cg}; inaccuracy: less than {ci}; mistake: less than {cm}; blunder: {cm} or more.</source>
        <translation>يتخلى القرار عن الفرق بين النتيجة المتوقعة لأفضل حركة ونتيجة الحركة التي لُعبت: بالنقاط الخام، وحيث يكون للمباراة جدول لفرص الفوز، بالنقاط المئوية من فرصة الفوز بالمباراة. بالنقاط، الأفضل: أقل من {b}؛ جيد: أقل من {g}؛ غير دقيق: أقل من {i}؛ خطأ: أقل من {m}؛ خطأ فادح: {m} أو أكثر. بفرصة الفوز، الأفضل: أقل من {cb}؛ جيد: أقل من {cg}؛ غير دقيق: أقل من {ci}؛ خطأ: أقل من {cm}؛ خطأ فادح: {cm} أو أكثر.</translation>
    </message>
    <message>
        <source>Accuracy {accuracy}</source>
        <translation>الدقة {accuracy}</translation>
    </message>
    <message>
        <source>Accuracy, by Lichess&apos;s formula: a decision that gave up L percentage points of winning chance scores 103.1668 × e^(−{k} × L) − 3.1669, kept between 0 and 100 (nothing given up scores 100%). The decay {k} is {scale} times Lichess&apos;s {lichess}: a domino move gives up far less winning chance than a chess move. A decision without winning chances counts its points at what a raw point is worth at the start of a two-player match ({five_up} of a percentage point in Five-Up, {exact} in Exact 61). A player&apos;s accuracy is the mean over their decisions.</source>
        <translation>الدقة بصيغة ⁨Lichess⁩: القرار الذي تخلّى عن ⁦L⁩ نقطة مئوية من فرصة الفوز ينال ⁦103.1668 × e^(−{k} × L) − 3.1669⁩، محصورةً بين ⁦0⁩ و⁦100⁩ (من لم يتخلَّ عن شيء ينال ⁦100%⁩). ومعامل التناقص {k} هو {scale} أضعاف معامل ⁨Lichess⁩ البالغ {lichess}: فحركة الدومينو تتخلى عن فرصة فوز أقل بكثير من نقلة الشطرنج. والقرار الذي لا فرص فوز فيه تُحسب نقاطه بما تساويه النقطة الخام في بداية مباراة بين لاعبَين ({five_up} من النقطة المئوية في فايف أب، و{exact} في إكزاكت 61). ودقة اللاعب هي متوسط دقة قراراته.</translation>
    </message>
    <message>
        <source>Expected swing, move by move</source>
        <translation>التأرجح المتوقع، حركةً حركة</translation>
    </message>
    <message>
        <source>Judged by points: the game has no winning chances for this kind of match.</source>
        <translation>حُكم عليه بالنقاط: ليس في اللعبة فرص فوز لهذا النوع من المباريات.</translation>
    </message>
    <message>
        <source>Judged by points: the match is not at stake yet (no side has {at} of the {target} points).</source>
        <translation>حُكم عليه بالنقاط: المباراة ليست على المحك بعد (لم يبلغ أي طرف {at} من النقاط الـ{target}).</translation>
    </message>
    <message>
        <source>Judged by winning chance: the match is at stake (a side has {at} or more of the {target} points).</source>
        <translation>حُكم عليه بفرصة الفوز: المباراة على المحك (لدى أحد الطرفين {at} أو أكثر من النقاط الـ{target}).</translation>
    </message>
    <message>
        <source>Once a side has {at} or more of the {target} points, the match is at stake and a decision is labelled by the winning chance it gives up; before that, and in kinds of match the game has no winning chances for (three players), by the points it gives up. The window says beside each label which measure gave it.</source>
        <translation>متى بلغ أحد الطرفين {at} أو أكثر من النقاط الـ{target} صارت المباراة على المحك، وصُنّف القرار بما يتخلى عنه من فرصة الفوز؛ وقبل ذلك، وفي أنواع المباريات التي ليس في اللعبة فرص فوز لها (ثلاثة لاعبين)، بما يتخلى عنه من النقاط. وتذكر النافذة بجانب كل تصنيف المقياسَ الذي أعطاه.</translation>
    </message>
    <message>
        <source>Round {r}, move {m}</source>
        <translation>الجولة {r}، الحركة {m}</translation>
    </message>
    <message>
        <source>R{n}</source>
        <translation>ج{n}</translation>
    </message>
    <message>
        <source>at or above {level}</source>
        <translation>عند {level} أو فوقه</translation>
    </message>
    <message>
        <source>at stake: {points}</source>
        <translation>على المحك: {points}</translation>
    </message>
    <message>
        <source>below {level}</source>
        <translation>دون {level}</translation>
    </message>
    <message>
        <source>best</source>
        <translation>الأفضل</translation>
    </message>
    <message>
        <source>between {low} and {high}</source>
        <translation>بين {low} و{high}</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>خطأ فادح</translation>
    </message>
    <message>
        <source>chance given up</source>
        <translation>الفرصة الضائعة</translation>
    </message>
    <message>
        <source>decision</source>
        <translation>القرار</translation>
    </message>
    <message>
        <source>decision · bars: {measure}</source>
        <translation>القرار · الأعمدة: {measure}</translation>
    </message>
    <message>
        <source>good</source>
        <translation>جيد</translation>
    </message>
    <message>
        <source>holds no {values} and no {last}</source>
        <translation>لا يملك {values} ولا {last}</translation>
    </message>
    <message>
        <source>holds no {value}</source>
        <translation>لا يملك {value}</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>غير دقيق</translation>
    </message>
    <message>
        <source>its points not counted (the exact search ran out of room)</source>
        <translation>لم تُحسب نقاطها (نفدت سعة البحث الدقيق)</translation>
    </message>
    <message>
        <source>missed five: a scoring placement was available</source>
        <translation>خمسة فائتة: كان هناك وضع يسجّل نقاطاً</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>خطأ</translation>
    </message>
    <message>
        <source>overshoot: its points passed {target} and were rejected; another move avoided it</source>
        <translation>تجاوز: تخطت نقاطها {target} فرُفضت؛ وكانت حركة أخرى ستتجنب ذلك</translation>
    </message>
    <message>
        <source>played {move}</source>
        <translation>لُعبت {move}</translation>
    </message>
    <message>
        <source>points</source>
        <translation>النقاط</translation>
    </message>
    <message>
        <source>points given up</source>
        <translation>النقاط المتخلى عنها</translation>
    </message>
    <message>
        <source>win chance</source>
        <translation>فرصة الفوز</translation>
    </message>
    <message>
        <source>won match let go: another move made exactly {target} and won</source>
        <translation>فوز ضائع: كانت حركة أخرى ستبلغ {target} بالضبط وتفوز بالمباراة</translation>
    </message>
    <message>
        <source>{accuracy}: no computer level to compare with (the levels&apos; accuracies were measured in matches to {target} only)</source>
        <translation>{accuracy}: لا مستوى حاسوبي للمقارنة به (قيست دقة المستويات في مباريات إلى {target} فقط)</translation>
    </message>
    <message>
        <source>{accuracy}: {level}</source>
        <translation>{accuracy}: {level}</translation>
    </message>
    <message>
        <source>{chance} of winning chance</source>
        <translation>{chance} من فرصة الفوز</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} و{last}</translation>
    </message>
    <message>
        <source>{label} ({measure})</source>
        <translation>{label} ({measure})</translation>
    </message>
    <message>
        <source>{label}, counting a match won or lost as {points} points</source>
        <translation>{label}، باحتساب الفوز بالمباراة أو خسارتها {points} نقطة</translation>
    </message>
    <message>
        <source>{label}: {loss}</source>
        <translation>{label}: {loss}</translation>
    </message>
    <message>
        <source>{level} ({accuracy})</source>
        <translation>{level} ({accuracy})</translation>
    </message>
    <message>
        <source>{moves} (played)</source>
        <translation>{moves} (الملعوبة)</translation>
    </message>
    <message>
        <source>{name} drew when {values} were open: {taught}</source>
        <translation>سحب {name} حين كانت {values} مفتوحة: {taught}</translation>
    </message>
    <message>
        <source>{name} drew when {value} was open: {taught}</source>
        <translation>سحب {name} حين كانت {value} مفتوحة: {taught}</translation>
    </message>
    <message>
        <source>{name} passed when {values} were open: {taught}</source>
        <translation>مرّر {name} الدور حين كانت {values} مفتوحة: {taught}</translation>
    </message>
    <message>
        <source>{name} passed when {value} was open: {taught}</source>
        <translation>مرّر {name} الدور حين كانت {value} مفتوحة: {taught}</translation>
    </message>
    <message>
        <source>{points}; {chance} of winning chance</source>
        <translation>{points}؛ {chance} من فرصة الفوز</translation>
    </message>
    <message>
        <source>−{points} points</source>
        <translation>⁦−{points}⁩ نقطة</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message numerus="yes">
        <source>%n best move(s)</source>
        <translation>
            <numerusform>لا حركات مثلى</numerusform>
            <numerusform>حركة مثلى واحدة</numerusform>
            <numerusform>حركتان مثليان</numerusform>
            <numerusform>%n حركات مثلى</numerusform>
            <numerusform>%n حركة مثلى</numerusform>
            <numerusform>%n حركة مثلى</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s)</source>
        <translation>
            <numerusform>لا قرارات</numerusform>
            <numerusform>قرار واحد</numerusform>
            <numerusform>قراران</numerusform>
            <numerusform>%n قرارات</numerusform>
            <numerusform>%n قراراً</numerusform>
            <numerusform>%n قرار</numerusform>
        </translation>
    </message>
    <message>
        <source>%v of %m decisions</source>
        <translation>%v من %m قرارات</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;: {summary}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;: {summary}</translation>
    </message>
    <message>
        <source>&lt;small&gt;Each decision judged as Expert judges a move, from what {name} could see then, over {deals} deals of the hidden tiles (seed {seed}): the same review every time.&lt;/small&gt;</source>
        <translation>&lt;small&gt;يُقيَّم كل قرار كما يقيّم الخبير الحركة، مما كان {name} يستطيع رؤيته حينها، على {deals} توزيعاً للقطع المخفية (البذرة {seed}): المراجعة نفسها في كل مرة.&lt;/small&gt;</translation>
    </message>
    <message>
        <source>&lt;small&gt;The rest of the round was searched exactly: the hidden tiles could lie in one way only.&lt;/small&gt;</source>
        <translation>&lt;small&gt;بُحث باقي الجولة بحثاً دقيقاً: لم يكن للقطع المخفية إلا توزيع واحد ممكن.&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>الأفضل</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>إلغاء</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>الفرصة</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>القرارات</translation>
    </message>
    <message>
        <source>Deep</source>
        <translation>عميقة</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>العمق</translation>
    </message>
    <message>
        <source>Depth:</source>
        <translation>العمق:</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>المتوقع</translation>
    </message>
    <message>
        <source>Facts</source>
        <translation>وقائع</translation>
    </message>
    <message>
        <source>Given up</source>
        <translation>المتخلى عنه</translation>
    </message>
    <message>
        <source>How many deals of the hidden tiles each decision is judged on: deeper is surer and slower</source>
        <translation>عدد توزيعات القطع المخفية التي يُقيَّم عليها كل قرار: الأعمق أوثق وأبطأ</translation>
    </message>
    <message>
        <source>Judge every decision of the chosen player</source>
        <translation>قيّم كل قرارات اللاعب المختار</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>التصنيف</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>الحركة</translation>
    </message>
    <message>
        <source>Moves of the decision</source>
        <translation>حركات القرار</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>عادية</translation>
    </message>
    <message>
        <source>On the table: the dashed ring marks the best move, the bright ring the move played; each point gives what its moves give up.</source>
        <translation>على الطاولة: الحلقة المتقطعة تحدد أفضل حركة، والحلقة الساطعة الحركة الملعوبة؛ ويبيّن كل موضع ما تتخلى عنه حركاته.</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>الملعوبة</translation>
    </message>
    <message>
        <source>Player reviewed</source>
        <translation>اللاعب الذي تجري مراجعته</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>اللاعب:</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>النقاط</translation>
    </message>
    <message>
        <source>Position of the decision</source>
        <translation>وضع القرار</translation>
    </message>
    <message>
        <source>Progress of the review</source>
        <translation>تقدّم المراجعة</translation>
    </message>
    <message>
        <source>Quick</source>
        <translation>سريعة</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>مراجعة</translation>
    </message>
    <message>
        <source>Review: {title}</source>
        <translation>مراجعة: {title}</translation>
    </message>
    <message>
        <source>Reviewing the decisions of {name}…</source>
        <translation>جارٍ مراجعة قرارات {name}…</translation>
    </message>
    <message>
        <source>Round {n}: {summary}</source>
        <translation>الجولة {n}: {summary}</translation>
    </message>
    <message>
        <source>Round {r}, move {m}: {name} played {move}</source>
        <translation>الجولة {r}، الحركة {m}: لعب {name} {move}</translation>
    </message>
    <message>
        <source>The chance of winning the match the move gave up, in percentage points</source>
        <translation>فرصة الفوز بالمباراة التي تخلّت عنها الحركة، بالنقاط المئوية</translation>
    </message>
    <message>
        <source>The chart of the expected swing appears when the review is done.</source>
        <translation>يظهر مخطط التأرجح المتوقع عند انتهاء المراجعة.</translation>
    </message>
    <message>
        <source>The expected raw points the move gave up, a match won or lost left out</source>
        <translation>النقاط الخام المتوقعة التي تخلّت عنها الحركة، دون احتساب الفوز بالمباراة أو خسارتها</translation>
    </message>
    <message>
        <source>The review could not be made for this record.</source>
        <translation>تعذّرت مراجعة هذا السجل.</translation>
    </message>
    <message>
        <source>The review was cancelled.</source>
        <translation>أُلغيت المراجعة.</translation>
    </message>
    <message>
        <source>This match cannot be reviewed: its record does not replay by the rules.

Problem: {problem}</source>
        <translation>لا يمكن مراجعة هذه المباراة: سجلها لا يُعاد لعبه وفق القواعد.

المشكلة: {problem}</translation>
    </message>
    <message>
        <source>Win chance</source>
        <translation>فرصة الفوز</translation>
    </message>
    <message>
        <source>played</source>
        <translation>الملعوبة</translation>
    </message>
    <message>
        <source>this match</source>
        <translation>هذه المباراة</translation>
    </message>
    <message>
        <source>{decisions} · {best} ({share})</source>
        <translation>{decisions} · {best} ({share})</translation>
    </message>
    <message>
        <source>{decisions} · {best} ({share}) · {lost} given up</source>
        <translation>{decisions} · {best} ({share}) · تُخلّي عن {lost}</translation>
    </message>
    <message>
        <source>{depth} ({n} deals)</source>
        <translation>{depth} ({n} توزيعاً)</translation>
    </message>
    <message>
        <source>{label} {n}</source>
        <translation>{label} {n}</translation>
    </message>
    <message>
        <source>{label}, {given}</source>
        <translation>{label}، {given}</translation>
    </message>
    <message>
        <source>{name} never had a choice of moves: nothing to review.</source>
        <translation>لم يكن أمام {name} اختيار بين حركات قط: لا شيء للمراجعة.</translation>
    </message>
    <message>
        <source>{n} deals</source>
        <translation>{n} توزيعاً</translation>
    </message>
</context>
<context>
    <name>RoundEndCard</name>
    <message>
        <source>Deal the next round (Ctrl+Return)</source>
        <translation>وزّع الجولة التالية (⁦Ctrl+Return⁩)</translation>
    </message>
    <message>
        <source>Every decision of yours so far, judged move by move</source>
        <translation>كل قراراتك حتى الآن، مقيَّمة حركةً حركة</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>مباراة جديدة</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>الجولة التالية</translation>
    </message>
    <message>
        <source>Not dealt (nobody draws in this game):</source>
        <translation>لم تُوزَّع (لا سحب في هذه اللعبة):</translation>
    </message>
    <message>
        <source>Replay this deal…</source>
        <translation>أعد هذا التوزيع…</translation>
    </message>
    <message>
        <source>Review…</source>
        <translation>مراجعة…</translation>
    </message>
    <message>
        <source>Round result</source>
        <translation>نتيجة الجولة</translation>
    </message>
    <message>
        <source>Round {n} is over</source>
        <translation>انتهت الجولة {n}</translation>
    </message>
    <message>
        <source>Set up a new match (Ctrl+N)</source>
        <translation>أعدّ مباراة جديدة (⁦Ctrl+N⁩)</translation>
    </message>
    <message>
        <source>Stock, next draw first:</source>
        <translation>الكومة، السحبة التالية أولاً:</translation>
    </message>
    <message>
        <source>Stock: empty</source>
        <translation>الكومة: فارغة</translation>
    </message>
    <message>
        <source>The same hands and stock again, with the same seats or the seats rotated</source>
        <translation>الأيدي والكومة نفسها مرة أخرى، بالمقاعد نفسها أو بعد تدوير المقاعد</translation>
    </message>
    <message>
        <source>{who}: {raw} raw · {shown}</source>
        <translation>{who}: {raw} خام · {shown} معروضة</translation>
    </message>
    <message>
        <source>{who}: {score}</source>
        <translation>{who}: {score}</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>&lt;b&gt;{variant}&lt;/b&gt; · round {n} · target {target}</source>
        <translation>&lt;b&gt;{variant}&lt;/b&gt; · الجولة {n} · الهدف {target}</translation>
    </message>
    <message>
        <source>&lt;i&gt;No hint now.&lt;/i&gt;</source>
        <translation>لا تلميح الآن.</translation>
    </message>
    <message>
        <source>&lt;i&gt;Thinking…&lt;/i&gt;</source>
        <translation>جارٍ التفكير…</translation>
    </message>
    <message numerus="yes">
        <source>&lt;small&gt;(%n sampled deal(s))&lt;/small&gt;</source>
        <translation>
            <numerusform>&lt;small&gt;(دون توزيعات مُحاكاة)&lt;/small&gt;</numerusform>
            <numerusform>&lt;small&gt;(توزيع مُحاكى واحد)&lt;/small&gt;</numerusform>
            <numerusform>&lt;small&gt;(توزيعان مُحاكيان)&lt;/small&gt;</numerusform>
            <numerusform>&lt;small&gt;(%n توزيعات مُحاكاة)&lt;/small&gt;</numerusform>
            <numerusform>&lt;small&gt;(%n توزيعاً مُحاكى)&lt;/small&gt;</numerusform>
            <numerusform>&lt;small&gt;(%n توزيع مُحاكى)&lt;/small&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;small&gt;(ranked as the review judges moves, over %n sampled deal(s))&lt;/small&gt;</source>
        <translation>
            <numerusform>&lt;small&gt;(مرتّبة كما تحكم المراجعة على النقلات، دون توزيعات مُحاكاة)&lt;/small&gt;</numerusform>
            <numerusform>&lt;small&gt;(مرتّبة كما تحكم المراجعة على النقلات، على توزيع مُحاكى واحد)&lt;/small&gt;</numerusform>
            <numerusform>&lt;small&gt;(مرتّبة كما تحكم المراجعة على النقلات، على توزيعين مُحاكيين)&lt;/small&gt;</numerusform>
            <numerusform>&lt;small&gt;(مرتّبة كما تحكم المراجعة على النقلات، على %n توزيعات مُحاكاة)&lt;/small&gt;</numerusform>
            <numerusform>&lt;small&gt;(مرتّبة كما تحكم المراجعة على النقلات، على %n توزيعاً مُحاكى)&lt;/small&gt;</numerusform>
            <numerusform>&lt;small&gt;(مرتّبة كما تحكم المراجعة على النقلات، على %n توزيع مُحاكى)&lt;/small&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;small&gt;(ranked as the review judges moves: the rest of the round searched exactly)&lt;/small&gt;</source>
        <translation>&lt;small&gt;(مرتّبة كما تحكم المراجعة على النقلات: بُحث باقي الجولة بحثاً دقيقاً)&lt;/small&gt;</translation>
    </message>
    <message>
        <source>&lt;small&gt;(the rest of the round searched exactly)&lt;/small&gt;</source>
        <translation>&lt;small&gt;(بُحث باقي الجولة بحثاً دقيقاً)&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Ends {e} · you lead</source>
        <translation>الأطراف {e} · تبدأ أنت</translation>
    </message>
    <message>
        <source>Ends {e} · you led</source>
        <translation>الأطراف {e} · بدأتَ أنت</translation>
    </message>
    <message>
        <source>Ends {e} · {name} leads</source>
        <translation>الأطراف {e} · يبدأ {name}</translation>
    </message>
    <message>
        <source>Ends {e} · {name} led</source>
        <translation>الأطراف {e} · البادئ {name}</translation>
    </message>
    <message>
        <source>Every placement, draw and score of the match</source>
        <translation>كل وضع وسحب ونقاط في المباراة</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>تلميح</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>تلميح (H)</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>السجل</translation>
    </message>
    <message>
        <source>Other moves</source>
        <translation>نقلات أخرى</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>النتائج</translation>
    </message>
    <message>
        <source>Stock {n} · ends {e} · you lead</source>
        <translation>الكومة {n} · الأطراف {e} · تبدأ أنت</translation>
    </message>
    <message>
        <source>Stock {n} · ends {e} · you led</source>
        <translation>الكومة {n} · الأطراف {e} · بدأتَ أنت</translation>
    </message>
    <message>
        <source>Stock {n} · ends {e} · {name} leads</source>
        <translation>الكومة {n} · الأطراف {e} · يبدأ {name}</translation>
    </message>
    <message>
        <source>Stock {n} · ends {e} · {name} led</source>
        <translation>الكومة {n} · الأطراف {e} · البادئ {name}</translation>
    </message>
    <message>
        <source>Stock {n} · you lead</source>
        <translation>الكومة {n} · تبدأ أنت</translation>
    </message>
    <message>
        <source>Stock {n} · you led</source>
        <translation>الكومة {n} · بدأتَ أنت</translation>
    </message>
    <message>
        <source>Stock {n} · {name} leads</source>
        <translation>الكومة {n} · يبدأ {name}</translation>
    </message>
    <message>
        <source>Stock {n} · {name} led</source>
        <translation>الكومة {n} · البادئ {name}</translation>
    </message>
    <message>
        <source>Teacher</source>
        <translation>المعلّم</translation>
    </message>
    <message>
        <source>What would a strong player do here? (H)</source>
        <translation>ماذا يفعل لاعب قوي هنا؟ (H)</translation>
    </message>
    <message>
        <source>Why each move scores what it does</source>
        <translation>لماذا تكسب كل حركة ما تكسبه</translation>
    </message>
    <message>
        <source>You lead</source>
        <translation>تبدأ أنت</translation>
    </message>
    <message>
        <source>You led</source>
        <translation>بدأتَ أنت</translation>
    </message>
    <message>
        <source>has reached exactly {target}</source>
        <translation>بلغ {target} بالضبط</translation>
    </message>
    <message>
        <source>has reached {target} and wins</source>
        <translation>بلغ {target} وفاز</translation>
    </message>
    <message>
        <source>needs exactly {points}</source>
        <translation>يحتاج {points} بالضبط</translation>
    </message>
    <message>
        <source>needs exactly {raw} raw ({shown})</source>
        <translation>يحتاج {raw} خام بالضبط ({shown} معروضة)</translation>
    </message>
    <message>
        <source>needs {points} to reach {target}</source>
        <translation>يحتاج {points} لبلوغ {target}</translation>
    </message>
    <message>
        <source>needs {raw} raw ({shown}) to reach {target}</source>
        <translation>يحتاج {raw} خام ({shown} معروضة) لبلوغ {target}</translation>
    </message>
    <message>
        <source>score {score}; {distance}; {hands}</source>
        <translation>النتيجة {score}؛ {distance}؛ {hands}</translation>
    </message>
    <message>
        <source>{line}, to play</source>
        <translation>{line}، والدور له</translation>
    </message>
    <message>
        <source>{name} leads</source>
        <translation>يبدأ {name}</translation>
    </message>
    <message>
        <source>{name} led</source>
        <translation>البادئ {name}</translation>
    </message>
    <message>
        <source>{name} — winner</source>
        <translation>{name} — الفائز</translation>
    </message>
    <message>
        <source>{raw} raw · {shown}</source>
        <translation>{raw} خام · {shown} معروضة</translation>
    </message>
    <message>
        <source>{raw} raw, {shown} shown; tally: {tally}; {distance}; {hands}</source>
        <translation>{raw} خام، {shown} معروضة؛ العدّ: {tally}؛ {distance}؛ {hands}</translation>
    </message>
    <message>
        <source>{target} reached, but a higher score leads</source>
        <translation>بلغ {target}، لكن نتيجة أعلى تتصدّر</translation>
    </message>
    <message>
        <source>{target} reached, tied for the lead: another round is played</source>
        <translation>بلغ {target} متعادلاً في الصدارة: تُلعب جولة أخرى</translation>
    </message>
    <message>
        <source>{target} reached: wins if still ahead after the round</source>
        <translation>بلغ {target}: يفوز إن بقي متقدماً بعد نهاية الجولة</translation>
    </message>
    <message>
        <source>{who}: {tiles}</source>
        <translation>‏{who}: {tiles}</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <source>A single click on a tile that fits in one place only puts it there. A double-click always does, and a drawn tile that must be placed goes down with one click.</source>
        <translation>نقرة واحدة على قطعة لا تناسب إلا مكانًا واحدًا تضعها فيه. والنقر المزدوج يضعها دائمًا، والقطعة المسحوبة التي يجب لعبها تنزل بنقرة واحدة.</translation>
    </message>
    <message>
        <source>How fast the table moves: the computer&apos;s turns, the tiles, the points won and the count at the end of a round. Instant shows each position at once.</source>
        <translation>سرعة الحركة على الطاولة: أدوار الحاسوب، وانتقال القطع، والنقاط المكتسبة، والعدّ في نهاية الجولة. والسرعة الفورية تعرض كل وضع في الحال.</translation>
    </message>
    <message>
        <source>How loud the sounds are.</source>
        <translation>مدى ارتفاع الأصوات.</translation>
    </message>
    <message>
        <source>How many players new matches are dealt to; with four, the partners sitting opposite share one score.</source>
        <translation>عدد اللاعبين الذين تُوزَّع عليهم المباريات الجديدة؛ ومع أربعة يتقاسم الشريكان الجالسان متقابلَين نتيجة واحدة.</translation>
    </message>
    <message>
        <source>How well the computer plays each seat it takes.</source>
        <translation>مستوى لعب الحاسوب في كل مقعد يلعبه.</translation>
    </message>
    <message>
        <source>Sounds for a tile placed or drawn, a score, the end of a round and of the match. Without a sound device the game stays silent.</source>
        <translation>أصوات لوضع قطعة أو سحبها، ولتسجيل النقاط، ولنهاية الجولة والمباراة. وإن لم يكن في الجهاز مخرج للصوت تبقى اللعبة صامتة.</translation>
    </message>
    <message>
        <source>Teaching mode explains every move, gives hints and lets you undo your moves. The View menu turns it on and off too.</source>
        <translation>يشرح وضع التعليم كل حركة، ويقدّم تلميحات، ويتيح لك التراجع عن حركاتك. ويمكنك تشغيله وإيقافه من قائمة «عرض» أيضاً.</translation>
    </message>
    <message>
        <source>The colours of the table and the tiles; high contrast shows black, white and yellow with large pips.</source>
        <translation>ألوان الطاولة والقطع؛ ويعرض التباين العالي الأسود والأبيض والأصفر بقيم كبيرة على القطع.</translation>
    </message>
    <message>
        <source>The language of the game&apos;s texts; the system language is your computer&apos;s. It applies the next time the game starts.</source>
        <translation>لغة نصوص اللعبة؛ ولغة النظام هي لغة حاسوبك. وتُطبَّق اللغة عند تشغيل اللعبة في المرة القادمة.</translation>
    </message>
    <message>
        <source>The names of the seats. A seat whose name is left empty is named by where it sits at the table.</source>
        <translation>أسماء المقاعد. والمقعد الذي يُترك اسمه فارغاً يُسمّى بحسب موضعه على الطاولة.</translation>
    </message>
    <message>
        <source>The rules new matches are played by: Five-Up; Exact 61, where the score must reach 61 exactly; or one of the classic games Block, Draw and All Fives.</source>
        <translation>القواعد التي تُلعب بها المباريات الجديدة: فايف أب؛ أو إكزاكت 61 حيث يجب أن تبلغ النتيجة 61 بالضبط؛ أو إحدى الألعاب الكلاسيكية: بلوك ودومينو السحب وكل الخمسات.</translation>
    </message>
    <message>
        <source>The target last chosen for each game: a game chosen again is offered at it.</source>
        <translation>الهدف الذي اختير آخر مرة لكل لعبة: تُعرض اللعبة به حين تُختار من جديد.</translation>
    </message>
    <message>
        <source>What new matches are played to: 61, as in the original rules, or a shorter match to 41 or 31 (a house option). Exact 61 then finishes exactly on the shorter target.</source>
        <translation>الهدف الذي تُلعب إليه المباريات الجديدة: 61 كما في القواعد الأصلية، أو مباراة أقصر إلى 41 أو 31 (خيار منزلي). وفي إكزاكت 61 يجب عندئذٍ بلوغ الهدف الأقصر بالضبط.</translation>
    </message>
    <message>
        <source>When none of your tiles fits, the game draws from the stock for you.</source>
        <translation>حين لا تناسب أي قطعة من قطعك، تسحب اللعبة عنك من الكومة.</translation>
    </message>
    <message>
        <source>Where Open and Save As start: the last folder used, or your Documents folder.</source>
        <translation>المجلد الذي يبدأ منه «فتح» و«حفظ المباراة باسم»: آخر مجلد استُخدم، أو مجلد المستندات.</translation>
    </message>
    <message>
        <source>Where the game&apos;s window was when it closed: it opens there again while that still fits a screen.</source>
        <translation>مكان نافذة اللعبة عند إغلاقها: تُفتح فيه مجددًا ما دام يتّسع له أحد الشاشات.</translation>
    </message>
    <message>
        <source>Whether the game&apos;s window was maximised when it closed.</source>
        <translation>هل كانت نافذة اللعبة مكبَّرة إلى أقصى حد عند إغلاقها.</translation>
    </message>
    <message>
        <source>Whose move a hint shows you: the Hard or the Expert computer&apos;s.</source>
        <translation>أيّ نقلة يعرضها لك التلميح: نقلة المستوى «صعب» أو نقلة المستوى «خبير».</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>لا لاعبين</numerusform>
            <numerusform>لاعب واحد</numerusform>
            <numerusform>لاعبان</numerusform>
            <numerusform>%n لاعبين</numerusform>
            <numerusform>%n لاعبًا</numerusform>
            <numerusform>%n لاعب</numerusform>
        </translation>
    </message>
    <message>
        <source>4 (partners opposite)</source>
        <translation>4 (الشريكان متقابلان)</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>سرعة الحركة</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>المظهر</translation>
    </message>
    <message>
        <source>Clicks</source>
        <translation>النقر</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>الحاسوب: {level}</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>داكنة</translation>
    </message>
    <message>
        <source>Draw for me when nothing fits (auto-draw)</source>
        <translation>اسحب عني حين لا تناسب أي قطعة (سحب تلقائي)</translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation>السحب</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>سريعة</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>اللعبة</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>تباين عالٍ</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>التلميحات</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>إنسان</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>فورية</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>اللغة</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>فاتحة</translation>
    </message>
    <message>
        <source>Match to</source>
        <translation>المباراة إلى</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>الاسم</translation>
    </message>
    <message>
        <source>Names and levels apply to the match in play at once. A name left empty is the seat&apos;s name by where it sits.</source>
        <translation>تُطبَّق الأسماء والمستويات على المباراة الجارية فوراً. والمقعد الذي يُترك اسمه فارغاً يُسمّى بحسب موضعه.</translation>
    </message>
    <message>
        <source>New matches</source>
        <translation>المباريات الجديدة</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>عادية</translation>
    </message>
    <message>
        <source>Palette</source>
        <translation>الألوان</translation>
    </message>
    <message>
        <source>Place a tile with one click when it fits in one place only</source>
        <translation>ضع القطعة بنقرة واحدة إذا لم تناسب إلا مكانًا واحدًا</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>تشغيل الأصوات</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>اللاعبون</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>اللعب</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>المقعد {n}</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>المقاعد</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>الإعدادات</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>بطيئة</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>الصوت</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>لغة النظام</translation>
    </message>
    <message>
        <source>Teaching mode: explain every move, give hints, allow undo (this match and the next)</source>
        <translation>وضع التعليم: شرح كل حركة، والتلميحات، والتراجع (هذه المباراة والتالية)</translation>
    </message>
    <message>
        <source>The language applies the next time the game starts.</source>
        <translation>تُطبَّق اللغة عند تشغيل اللعبة في المرة القادمة.</translation>
    </message>
    <message>
        <source>The review&apos;s best move, {level}&apos;s facts</source>
        <translation>أفضل نقلة عند المراجعة، ووقائع المستوى {level}</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>النوع</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>مستوى الصوت</translation>
    </message>
    <message>
        <source>When a computer plays this seat</source>
        <translation>عندما يلعب الحاسوب هذا المقعد</translation>
    </message>
    <message>
        <source>fast</source>
        <translation>سريعة</translation>
    </message>
    <message>
        <source>only with {n} or {m} players</source>
        <translation>فقط مع {n} أو {m} لاعبين</translation>
    </message>
    <message>
        <source>only with {n} players</source>
        <translation>فقط مع {n} لاعبين</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>بطيئة</translation>
    </message>
</context>
<context>
    <name>setup</name>
    <message>
        <source>Computer {n}</source>
        <translation>الحاسوب {n}</translation>
    </message>
    <message>
        <source>East</source>
        <translation>الشرق</translation>
    </message>
    <message>
        <source>North</source>
        <translation>الشمال</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>اللاعب {n}</translation>
    </message>
    <message>
        <source>West</source>
        <translation>الغرب</translation>
    </message>
    <message>
        <source>You</source>
        <translation>أنت</translation>
    </message>
</context>
<context>
    <name>summary</name>
    <message>
        <source> &amp; </source>
        <translation> و </translation>
    </message>
    <message>
        <source> + settlement</source>
        <translation> + التسوية</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>لا قطع</numerusform>
            <numerusform>قطعة واحدة</numerusform>
            <numerusform>قطعتان</numerusform>
            <numerusform>%n قطع</numerusform>
            <numerusform>%n قطعة</numerusform>
            <numerusform>%n قطعة</numerusform>
        </translation>
    </message>
    <message>
        <source>+{raw} raw (+{shown})</source>
        <translation>⁦+{raw}⁩ خام (⁦+{shown}⁩ معروضة)</translation>
    </message>
    <message>
        <source>+{raw} raw, +{shown}</source>
        <translation>⁦+{raw}⁩ خام، ⁦+{shown}⁩ معروضة</translation>
    </message>
    <message>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <source>, rejected: past {target}</source>
        <translation>، مرفوض: يتجاوز {target}</translation>
    </message>
    <message>
        <source>0|5 fills 5|5&apos;s line B: 5|5 stops counting, its branches open, and the free low end of 0|5 counts 0 (zero is a counted end too).</source>
        <translation>⁦0|5⁩ تشغل الخط B للقطعة ⁦5|5⁩: تتوقف مساهمة ⁦5|5⁩ ويُفتح فرعاها، ويُحتسب طرف القيمة الصغرى الحر للقطعة ⁦0|5⁩ بقيمة 0 (الصفر طرف محتسب أيضاً).</translation>
    </message>
    <message>
        <source>1|1 is a double, so a spinner (orange frame). It attached by its line A; only one line side is filled, so its branches are not open yet, and the double counts whole: 1 + 1 = 2. 1|4&apos;s low end is covered and no longer counts.</source>
        <translation>⁦1|1⁩ قطعة مزدوجة، إذن قطعة مزدوجة متفرعة (إطار برتقالي). اتصلت بخطها A؛ جانب واحد فقط من خطها مشغول، فلا يُفتح فرعاها بعد، وتُحتسب القطعة المزدوجة كاملة: ⁦1 + 1 = 2⁩. طرف القيمة الصغرى للقطعة ⁦1|4⁩ صار مغطى ولم يعد محتسباً.</translation>
    </message>
    <message>
        <source>1|2 fills 1|1&apos;s line B: 1|1 stops counting and its branches open; 1|2&apos;s high end counts 2.</source>
        <translation>⁦1|2⁩ تشغل الخط B للقطعة ⁦1|1⁩: تتوقف مساهمة ⁦1|1⁩ ويُفتح فرعاها؛ ويُحتسب طرف القيمة الكبرى للقطعة ⁦1|2⁩ بقيمة 2.</translation>
    </message>
    <message>
        <source>1|3 on 1|1&apos;s other branch: 8 is not a multiple of 5, so nothing is scored.</source>
        <translation>⁦1|3⁩ على الفرع الآخر للقطعة ⁦1|1⁩: المجموع 8 ليس من مضاعفات الخمسة، فلا تُكسب أي نقاط.</translation>
    </message>
    <message>
        <source>1|5 starts a branch of 1|1: a started branch counts only through its outer end, 5.</source>
        <translation>⁦1|5⁩ تبدأ فرعاً للقطعة ⁦1|1⁩: الفرع الذي بدأ يُحتسب بطرفه الخارجي فقط، أي 5.</translation>
    </message>
    <message>
        <source>3|4 fills 4|4&apos;s line B: both line sides of 4|4 are occupied, so 4|4 counts nothing any more and its two branches open (hollow dots). 3|4&apos;s low end counts 3.</source>
        <translation>⁦3|4⁩ تشغل الخط B للقطعة ⁦4|4⁩: صار جانبا خط ⁦4|4⁩ مشغولين، فلم تعد ⁦4|4⁩ تساهم بشيء ويُفتح فرعاها (النقطتان المجوفتان). ويُحتسب طرف القيمة الصغرى للقطعة ⁦3|4⁩ بقيمة 3.</translation>
    </message>
    <message>
        <source>3|6 opens: its ends count 3 + 6 = 9, nothing scored.</source>
        <translation>⁦3|6⁩ تفتتح التشكيل: طرفاها يُحتسبان ⁦3 + 6 = 9⁩، فلا تُكسب نقاط.</translation>
    </message>
    <message>
        <source>4|4 on 1|4&apos;s high end: a second spinner counting 8 while its line B is free.</source>
        <translation>⁦4|4⁩ على طرف القيمة الكبرى للقطعة ⁦1|4⁩: قطعة مزدوجة متفرعة ثانية تساهم بـ 8 ما دام خطها B حراً.</translation>
    </message>
    <message>
        <source>5|5 on 1|5&apos;s high end: a spinner at the end of its line counts whole, 10.</source>
        <translation>⁦5|5⁩ على طرف القيمة الكبرى للقطعة ⁦1|5⁩: القطعة المزدوجة المتفرعة في نهاية خطها تُحتسب كاملة، 10.</translation>
    </message>
    <message>
        <source>6|6 on 3|6&apos;s high end counts whole (12) with 3|6&apos;s low end 3: 15 raw, +3.</source>
        <translation>⁦6|6⁩ على طرف القيمة الكبرى للقطعة ⁦3|6⁩ تُحتسب كاملة (12) مع طرف القيمة الصغرى للقطعة ⁦3|6⁩ بقيمة 3: 15 نقطة خام، أي ⁦+3⁩ معروضة.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>؛ </translation>
    </message>
    <message>
        <source>&lt;b&gt;Step {i} of {n}: {move}&lt;/b&gt;</source>
        <translation>&lt;b&gt;الخطوة {i} من {n}: {move}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;Blocked, exact-target settlement: each seat gains the differences to every higher opposing hand, rounded once; lowest hands settle first, each as its own event.&lt;/i&gt;</source>
        <translation>الإغلاق، تسوية الهدف المحدد: يكسب كل مقعد الفروق بين يده وكل يد أعلى لدى الخصوم، مقرّبة مرة واحدة؛ تُسوّى الأيدي الأقل أولاً، وتسوية كل منها حدث مستقل.</translation>
    </message>
    <message>
        <source>&lt;i&gt;Domino, exact-target settlement: the opponents&apos; hands are added and rounded once, for the finisher; a partner&apos;s hand is rounded apart and subtracted. The last placement and this settlement are one event.&lt;/i&gt;</source>
        <translation>لعب آخر قطعة، تسوية الهدف المحدد: تُجمع أيدي الخصوم وتُقرَّب مرة واحدة لصالح منهي الجولة؛ وتُقرَّب يد الشريك وحدها وتُخصم. الوضع الأخير وهذه التسوية حدث واحد.</translation>
    </message>
    <message>
        <source>&lt;i&gt;Five-Up: every hand is rounded on its own and deducted from its scorer.&lt;/i&gt;</source>
        <translation>فايف أب: تُقرَّب كل يد وحدها وتُخصم من نتيجة صاحبها.</translation>
    </message>
    <message>
        <source>&lt;i&gt;Redone: your move {move} is played again.&lt;/i&gt;</source>
        <translation>أُعيدت الحركة: لُعبت حركتك {move} من جديد.</translation>
    </message>
    <message>
        <source>&lt;i&gt;Redone&lt;/i&gt;</source>
        <translation>أُعيدت الحركة</translation>
    </message>
    <message>
        <source>&lt;i&gt;Round {n}: you lead&lt;/i&gt;</source>
        <translation>الجولة {n}: أنت البادئ</translation>
    </message>
    <message>
        <source>&lt;i&gt;Round {n}: {lead}&lt;/i&gt;</source>
        <translation>الجولة {n}: {lead}</translation>
    </message>
    <message>
        <source>&lt;i&gt;Round {n}: {name} leads&lt;/i&gt;</source>
        <translation>الجولة {n}: {name} هو البادئ</translation>
    </message>
    <message>
        <source>&lt;i&gt;Scores: {scores}&lt;/i&gt;</source>
        <translation>النتائج: {scores}</translation>
    </message>
    <message>
        <source>&lt;i&gt;The round&apos;s winner scores the pips left in the other hands, rounded to the nearest five; after a block the side with the fewest pips wins the round, less its own pips.&lt;/i&gt;</source>
        <translation>يسجّل الفائز بالجولة مجموع القيم الباقية في الأيدي الأخرى، مقرَّباً إلى أقرب خمسة؛ وبعد الإغلاق يفوز بالجولة الطرف صاحب أقل مجموع قيم، وتُطرح منه قيمه هو.</translation>
    </message>
    <message>
        <source>&lt;i&gt;The round&apos;s winner scores the pips left in the other hands; after a block the side with the fewest pips wins the round, less its own pips.&lt;/i&gt;</source>
        <translation>يسجّل الفائز بالجولة مجموع القيم الباقية في الأيدي الأخرى؛ وبعد الإغلاق يفوز بالجولة الطرف صاحب أقل مجموع قيم، وتُطرح منه قيمه هو.</translation>
    </message>
    <message>
        <source>&lt;i&gt;Undone: back before your move&lt;/i&gt;</source>
        <translation>تراجع: عاد الوضع إلى ما قبل حركتك</translation>
    </message>
    <message>
        <source>&lt;i&gt;Undone: the position is back before your move.&lt;/i&gt;</source>
        <translation>تراجع: عاد التشكيل إلى ما كان عليه قبل حركتك.</translation>
    </message>
    <message>
        <source>&lt;i&gt;rejected: past {target}&lt;/i&gt;</source>
        <translation>مرفوض: يتجاوز {target}</translation>
    </message>
    <message>
        <source>&lt;i&gt;{note}&lt;/i&gt;</source>
        <translation>‏{note}</translation>
    </message>
    <message>
        <source>A lone 0|0 makes 0: a sum of 0 never scores.</source>
        <translation>القطعة ⁦0|0⁩ وحدها تعطي 0: المجموع 0 لا يكسب نقاطاً أبداً.</translation>
    </message>
    <message>
        <source>A lone opening double counts both halves once: 2|2 makes 4, nothing scored.</source>
        <translation>قطعة الافتتاح المزدوجة وحدها تُحتسب بنصفيها مرة واحدة: ⁦2|2⁩ تعطي 4، فلا تُكسب نقاط.</translation>
    </message>
    <message>
        <source>All Fives</source>
        <translation>كل الخمسات</translation>
    </message>
    <message>
        <source>Best: {move}: {facts}.</source>
        <translation>الأفضل: {move}: {facts}.</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>بلوك</translation>
    </message>
    <message>
        <source>Blocked: nobody can place, and nobody draws in this game.</source>
        <translation>الإغلاق: لا يستطيع أحد الوضع، ولا سحب في هذه اللعبة.</translation>
    </message>
    <message>
        <source>Blocked: the stock is empty and nobody can place.</source>
        <translation>الإغلاق: نفدت الكومة ولا يستطيع أحد الوضع.</translation>
    </message>
    <message>
        <source>Connection points: {points}</source>
        <translation>مواضع التوصيل القانونية: {points}</translation>
    </message>
    <message>
        <source>Counted ends: {ends}</source>
        <translation>المساهمات المحتسبة: {ends}</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>دومينو السحب</translation>
    </message>
    <message>
        <source>Exact 61</source>
        <translation>إكزاكت 61</translation>
    </message>
    <message>
        <source>Exactly {target}: the match ends at once, nothing more is settled.</source>
        <translation>{target} بالضبط: تنتهي المباراة فوراً، ولا تُسوّى أي نقاط أخرى.</translation>
    </message>
    <message>
        <source>Fewest pips: you ({own}); you score {take} → {p}</source>
        <translation>أقل مجموع قيم: أنت ({own})؛ تسجّل {take} ← {p}</translation>
    </message>
    <message>
        <source>Fewest pips: you and {partner} ({own}); you score {take} → {p}</source>
        <translation>أقل مجموع قيم: أنت و{partner} ({own})؛ تسجّلان {take} ← {p}</translation>
    </message>
    <message>
        <source>Fewest pips: {names} ({own}); they score {take} → {p}</source>
        <translation>أقل مجموع قيم: {names} ({own})؛ يسجّلان {take} ← {p}</translation>
    </message>
    <message>
        <source>Fewest pips: {name} ({own}); scores {take} → {p}</source>
        <translation>أقل مجموع قيم: {name} ({own})؛ يسجّل {take} ← {p}</translation>
    </message>
    <message>
        <source>Five-Up</source>
        <translation>فايف أب</translation>
    </message>
    <message>
        <source>Hint: Expert&apos;s move {move}</source>
        <translation>تلميح: نقلة الخبير {move}</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>تلميح: {move}</translation>
    </message>
    <message numerus="yes">
        <source>New match: {variant}, %n player(s)</source>
        <translation>
            <numerusform>مباراة جديدة: {variant}، دون لاعبين</numerusform>
            <numerusform>مباراة جديدة: {variant}، لاعب واحد</numerusform>
            <numerusform>مباراة جديدة: {variant}، لاعبان</numerusform>
            <numerusform>مباراة جديدة: {variant}، %n لاعبين</numerusform>
            <numerusform>مباراة جديدة: {variant}، %n لاعبًا</numerusform>
            <numerusform>مباراة جديدة: {variant}، %n لاعب</numerusform>
        </translation>
    </message>
    <message>
        <source>No double was dealt: you hold {tile}, the heaviest tile, and lead with it.</source>
        <translation>لم تُوزَّع أي قطعة مزدوجة: أنت تملك {tile}، القطعة الأثقل، وتبدأ بها.</translation>
    </message>
    <message>
        <source>No double was dealt: {name} holds {tile}, the heaviest tile, and leads with it.</source>
        <translation>لم تُوزَّع أي قطعة مزدوجة: {name} يملك {tile}، القطعة الأثقل، ويبدأ بها.</translation>
    </message>
    <message>
        <source>No hint now</source>
        <translation>لا تلميح الآن</translation>
    </message>
    <message>
        <source>No tile fits: draw from the stock (D)</source>
        <translation>لا تناسب أي قطعة: اسحب من الكومة (D)</translation>
    </message>
    <message>
        <source>No tile fits: drawing from the stock…</source>
        <translation>لا تناسب أي قطعة: السحب من الكومة جارٍ…</translation>
    </message>
    <message>
        <source>Nothing fits and nobody draws in this game: you pass</source>
        <translation>لا شيء يناسب ولا سحب في هذه اللعبة: تمرّر الدور</translation>
    </message>
    <message>
        <source>Nothing fits and the stock is empty: you pass</source>
        <translation>لا شيء يناسب والكومة فارغة: تمرّر الدور</translation>
    </message>
    <message>
        <source>Opponents&apos; hands {parts}, rounded once: {rounding} → {p} for you</source>
        <translation>أيدي الخصوم {parts}، تُقرَّب مرة واحدة: {rounding} ← {p} لصالحك</translation>
    </message>
    <message>
        <source>Opponents&apos; hands {parts}, rounded once: {rounding} → {p} for {name}</source>
        <translation>أيدي الخصوم {parts}، تُقرَّب مرة واحدة: {rounding} ← {p} لصالح {name}</translation>
    </message>
    <message>
        <source>Partner&apos;s hand {parts} {rounding} → {p} (a partner&apos;s tiles count against the team)</source>
        <translation>يد الشريك {parts} {rounding} ← {p} (قطع الشريك تُحسب على الفريق)</translation>
    </message>
    <message>
        <source>Pass the screen to {name}</source>
        <translation>سلّم الشاشة إلى {name}</translation>
    </message>
    <message>
        <source>Place the tile you drew, {t}</source>
        <translation>ضع القطعة التي سحبتها، {t}</translation>
    </message>
    <message>
        <source>Round over</source>
        <translation>انتهت الجولة</translation>
    </message>
    <message>
        <source>Rules tour: step {i} of {n} (Close tour to go back to your match)</source>
        <translation>عرض القواعد: الخطوة {i} من {n} (إغلاق العرض يعيدك إلى مباراتك)</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>المقعد {n}</translation>
    </message>
    <message>
        <source>Spinners with closed branches: {tiles}</source>
        <translation>قطع مزدوجة متفرعة فرعاها مغلقان: {tiles}</translation>
    </message>
    <message>
        <source>Sum {formula}: {points}</source>
        <translation>المجموع {formula}: {points}</translation>
    </message>
    <message>
        <source>The drawn tile fits: it must be placed at once.</source>
        <translation>القطعة المسحوبة مناسبة: يجب وضعها فوراً.</translation>
    </message>
    <message>
        <source>The fewest pips are shared: nobody scores this round.</source>
        <translation>أقل مجموع قيم مشترك بين طرفين: لا يسجّل أحد في هذه الجولة.</translation>
    </message>
    <message>
        <source>The hint could not be worked out. Details are in the log file.</source>
        <translation>تعذّر إيجاد التلميح. التفاصيل في ملف سجل البرنامج.</translation>
    </message>
    <message>
        <source>The leader opens with any tile. Both ends of 1|4 are free and counted: 1 and 4.</source>
        <translation>يفتتح البادئ بأي قطعة. طرفا ⁦1|4⁩ حران ومحتسبان: 1 و4.</translation>
    </message>
    <message>
        <source>Then: {move}: {facts}.</source>
        <translation>ثم: {move}: {facts}.</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>جارٍ التفكير في تلميح…</translation>
    </message>
    <message>
        <source>This match has reached {rounds} rounds, the most a match record holds, and cannot go on: start a new match (this one is kept in the history, unfinished).</source>
        <translation>بلغت هذه المباراة {rounds} جولة، وهو أقصى ما يتسع له سجل المباراة، فلا يمكن أن تستمر: ابدأ مباراة جديدة (وتُحفظ هذه في سجل المباريات غير منتهية).</translation>
    </message>
    <message>
        <source>You and {partner} win the match!</source>
        <translation>فزت أنت و{partner} بالمباراة!</translation>
    </message>
    <message>
        <source>You cannot place and pass (nobody draws)</source>
        <translation>لا تستطيع الوضع فتمرّر الدور (لا سحب)</translation>
    </message>
    <message>
        <source>You cannot place and pass (the stock sleeps)</source>
        <translation>لا تستطيع الوضع فتمرّر الدور (الكومة نائمة)</translation>
    </message>
    <message>
        <source>You cannot place and the stock is empty: a pass.</source>
        <translation>لا تستطيع الوضع والكومة فارغة: تمرير.</translation>
    </message>
    <message>
        <source>You cannot place, and nobody draws in this game (the stock sleeps): a pass.</source>
        <translation>لا تستطيع الوضع، ولا سحب في هذه اللعبة (الكومة نائمة): تمرير.</translation>
    </message>
    <message>
        <source>You cannot place, and nobody draws in this game: a pass.</source>
        <translation>لا تستطيع الوضع، ولا سحب في هذه اللعبة: تمرير.</translation>
    </message>
    <message>
        <source>You domino: you take the others&apos; {pips} → {p}</source>
        <translation>دومينو: أنهيت قطعك وتأخذ قيم الآخرين {pips} ← {p}</translation>
    </message>
    <message>
        <source>You draw</source>
        <translation>أنت تسحب</translation>
    </message>
    <message numerus="yes">
        <source>You draw %n tile(s)</source>
        <translation>
            <numerusform>لا تسحب أي قطعة</numerusform>
            <numerusform>تسحب قطعة واحدة</numerusform>
            <numerusform>تسحب قطعتين</numerusform>
            <numerusform>تسحب %n قطع</numerusform>
            <numerusform>تسحب %n قطعة</numerusform>
            <numerusform>تسحب %n قطعة</numerusform>
        </translation>
    </message>
    <message>
        <source>You draw again.</source>
        <translation>تسحب مرة أخرى.</translation>
    </message>
    <message>
        <source>You drew {t}: it fits, place it now</source>
        <translation>سحبت {t}: إنها مناسبة، ضعها الآن</translation>
    </message>
    <message>
        <source>You drew {t}: nothing fits yet, draw again</source>
        <translation>سحبت {t}: لا شيء يناسب بعد، اسحب مرة أخرى</translation>
    </message>
    <message>
        <source>You hold no tile showing an open value ({values}), so you must draw.</source>
        <translation>لا تملك قطعة تحمل قيمة مفتوحة ({values})، فعليك السحب.</translation>
    </message>
    <message>
        <source>You hold {tile}, the highest double dealt, and lead with it.</source>
        <translation>أنت تملك {tile}، أعلى قطعة مزدوجة وُزِّعت، وتبدأ بها.</translation>
    </message>
    <message>
        <source>You pass</source>
        <translation>أنت تمرّر الدور</translation>
    </message>
    <message>
        <source>You played the last tile: domino.</source>
        <translation>لعبتَ آخر قطعة: دومينو.</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>فزتَ بالمباراة!</translation>
    </message>
    <message>
        <source>Your turn: drag a tile to a lit point</source>
        <translation>دورك: انقل قطعة إلى موضع مضاء</translation>
    </message>
    <message>
        <source>a hint is for your turn, when a tile can be placed</source>
        <translation>التلميح متاح في دورك، عندما يمكن وضع قطعة</translation>
    </message>
    <message>
        <source>a sum of 0 scores nothing</source>
        <translation>المجموع 0 لا يكسب شيئاً</translation>
    </message>
    <message>
        <source>by the round&apos;s end about even with the other team</source>
        <translation>في نهاية الجولة يتعادل فريقك تقريباً مع الفريق الآخر</translation>
    </message>
    <message>
        <source>by the round&apos;s end about even with the others</source>
        <translation>في نهاية الجولة تتعادل تقريباً مع الآخرين</translation>
    </message>
    <message>
        <source>by the round&apos;s end about even with your opponent</source>
        <translation>في نهاية الجولة تتعادل تقريباً مع خصمك</translation>
    </message>
    <message>
        <source>by the round&apos;s end about {raw} points ahead of the other team</source>
        <translation>في نهاية الجولة يتقدّم فريقك على الفريق الآخر بنحو {raw} نقطة</translation>
    </message>
    <message>
        <source>by the round&apos;s end about {raw} points ahead of the others</source>
        <translation>في نهاية الجولة تتقدّم على الآخرين بنحو {raw} نقطة</translation>
    </message>
    <message>
        <source>by the round&apos;s end about {raw} points ahead of your opponent</source>
        <translation>في نهاية الجولة تتقدّم على خصمك بنحو {raw} نقطة</translation>
    </message>
    <message>
        <source>by the round&apos;s end about {raw} points behind the other team</source>
        <translation>في نهاية الجولة يتأخر فريقك عن الفريق الآخر بنحو {raw} نقطة</translation>
    </message>
    <message>
        <source>by the round&apos;s end about {raw} points behind the others</source>
        <translation>في نهاية الجولة تتأخر عن الآخرين بنحو {raw} نقطة</translation>
    </message>
    <message>
        <source>by the round&apos;s end about {raw} points behind your opponent</source>
        <translation>في نهاية الجولة تتأخر عن خصمك بنحو {raw} نقطة</translation>
    </message>
    <message>
        <source>by the round&apos;s end about {raw} raw ahead of the other team</source>
        <translation>في نهاية الجولة يتقدّم فريقك على الفريق الآخر بنحو {raw} خام</translation>
    </message>
    <message>
        <source>by the round&apos;s end about {raw} raw ahead of the others</source>
        <translation>في نهاية الجولة تتقدّم على الآخرين بنحو {raw} خام</translation>
    </message>
    <message>
        <source>by the round&apos;s end about {raw} raw ahead of your opponent</source>
        <translation>في نهاية الجولة تتقدّم على خصمك بنحو {raw} خام</translation>
    </message>
    <message>
        <source>by the round&apos;s end about {raw} raw behind the other team</source>
        <translation>في نهاية الجولة يتأخر فريقك عن الفريق الآخر بنحو {raw} خام</translation>
    </message>
    <message>
        <source>by the round&apos;s end about {raw} raw behind the others</source>
        <translation>في نهاية الجولة تتأخر عن الآخرين بنحو {raw} خام</translation>
    </message>
    <message>
        <source>by the round&apos;s end about {raw} raw behind your opponent</source>
        <translation>في نهاية الجولة تتأخر عن خصمك بنحو {raw} خام</translation>
    </message>
    <message>
        <source>ends {formula}: </source>
        <translation>الأطراف {formula}: </translation>
    </message>
    <message>
        <source>ends {n}</source>
        <translation>الأطراف {n}</translation>
    </message>
    <message>
        <source>it is not your turn</source>
        <translation>ليس دورك</translation>
    </message>
    <message>
        <source>makes exactly {target}: it wins the match</source>
        <translation>تبلغ {target} بالضبط: تفوز بالمباراة</translation>
    </message>
    <message>
        <source>no match</source>
        <translation>لا توجد مباراة</translation>
    </message>
    <message>
        <source>not a multiple of 5, nothing</source>
        <translation>ليس من مضاعفات الخمسة، لا شيء</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>لا شيء</translation>
    </message>
    <message>
        <source>pass the screen to the player first</source>
        <translation>سلّم الشاشة إلى اللاعب أولاً</translation>
    </message>
    <message>
        <source>place {move}</source>
        <translation>وضع {move}</translation>
    </message>
    <message>
        <source>rounds to {r}</source>
        <translation>يُقرَّب إلى {r}</translation>
    </message>
    <message>
        <source>scores nothing now</source>
        <translation>لا تسجّل شيئاً الآن</translation>
    </message>
    <message>
        <source>scores {points} raw (+{shown}) now</source>
        <translation>تسجّل {points} خام (⁦+{shown}⁩ معروضة) الآن</translation>
    </message>
    <message>
        <source>the next player can then score about {threat} raw on average</source>
        <translation>يستطيع اللاعب التالي بعدها تسجيل نحو {threat} خام في المتوسط</translation>
    </message>
    <message>
        <source>this is a shown position: nothing may be placed</source>
        <translation>هذا وضع للعرض فقط: لا يجوز وضع أي قطعة</translation>
    </message>
    <message>
        <source>wait: the computer is thinking</source>
        <translation>انتظر: الحاسوب يفكر</translation>
    </message>
    <message>
        <source>wins the match this round in {percent}% of the deals looked at</source>
        <translation>تفوز بالمباراة في هذه الجولة في {percent}٪ من التوزيعات المُحاكاة</translation>
    </message>
    <message>
        <source>with settlement {p}</source>
        <translation>مع التسوية {p}</translation>
    </message>
    <message>
        <source>would score {points} raw but pass {target}: rejected, worth nothing</source>
        <translation>كانت ستسجّل {points} خام لكنها تتجاوز {target}: تُرفض ولا قيمة لها</translation>
    </message>
    <message>
        <source>{names} win the match!</source>
        <translation>فاز {names} بالمباراة!</translation>
    </message>
    <message>
        <source>{name} cannot place and passes (nobody draws)</source>
        <translation>لا يستطيع {name} الوضع فيمرّر الدور (لا سحب)</translation>
    </message>
    <message>
        <source>{name} cannot place and passes (the stock sleeps)</source>
        <translation>لا يستطيع {name} الوضع فيمرّر الدور (الكومة نائمة)</translation>
    </message>
    <message>
        <source>{name} cannot place and the stock is empty: a pass.</source>
        <translation>لا يستطيع {name} الوضع والكومة فارغة: تمرير.</translation>
    </message>
    <message>
        <source>{name} cannot place, and nobody draws in this game (the stock sleeps): a pass.</source>
        <translation>لا يستطيع {name} الوضع، ولا سحب في هذه اللعبة (الكومة نائمة): تمرير.</translation>
    </message>
    <message>
        <source>{name} cannot place, and nobody draws in this game: a pass.</source>
        <translation>لا يستطيع {name} الوضع، ولا سحب في هذه اللعبة: تمرير.</translation>
    </message>
    <message>
        <source>{name} cannot play and passes</source>
        <translation>لا يستطيع {name} اللعب فيمرّر الدور</translation>
    </message>
    <message>
        <source>{name} dominoes: takes the others&apos; {pips} → {p}</source>
        <translation>دومينو من {name}: يأخذ قيم الآخرين {pips} ← {p}</translation>
    </message>
    <message>
        <source>{name} draws</source>
        <translation>{name} يسحب</translation>
    </message>
    <message numerus="yes">
        <source>{name} draws %n tile(s)</source>
        <translation>
            <numerusform>{name} لا يسحب أي قطعة</numerusform>
            <numerusform>{name} يسحب قطعة واحدة</numerusform>
            <numerusform>{name} يسحب قطعتين</numerusform>
            <numerusform>{name} يسحب %n قطع</numerusform>
            <numerusform>{name} يسحب %n قطعة</numerusform>
            <numerusform>{name} يسحب %n قطعة</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} draws again.</source>
        <translation>{name} يسحب مرة أخرى.</translation>
    </message>
    <message>
        <source>{name} holds no tile showing an open value ({values}), so must draw.</source>
        <translation>لا يملك {name} قطعة تحمل قيمة مفتوحة ({values})، فعليه السحب.</translation>
    </message>
    <message>
        <source>{name} holds {tile}, the highest double dealt, and leads with it.</source>
        <translation>{name} يملك {tile}، أعلى قطعة مزدوجة وُزِّعت، ويبدأ بها.</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} يفكر…</translation>
    </message>
    <message>
        <source>{name} passes</source>
        <translation>{name} يمرّر الدور</translation>
    </message>
    <message>
        <source>{name} played the last tile: domino.</source>
        <translation>لعب {name} آخر قطعة: دومينو.</translation>
    </message>
    <message>
        <source>{name} wins the match!</source>
        <translation>فاز {name} بالمباراة!</translation>
    </message>
    <message>
        <source>{name}&apos;s search failed; it played the first legal move instead. Details are in the log file.</source>
        <translation>فشل بحث {name}، فلعب أول حركة مسموحة بدلاً من اختياره. التفاصيل في ملف سجل البرنامج.</translation>
    </message>
    <message>
        <source>{name}, no tile fits: draw from the stock (D)</source>
        <translation>يا {name}، لا تناسب أي قطعة: اسحب من الكومة (D)</translation>
    </message>
    <message>
        <source>{name}, no tile fits: drawing from the stock…</source>
        <translation>يا {name}، لا تناسب أي قطعة: السحب من الكومة جارٍ…</translation>
    </message>
    <message>
        <source>{name}, nothing fits and nobody draws in this game: you pass</source>
        <translation>يا {name}، لا شيء يناسب ولا سحب في هذه اللعبة: تمرّر الدور</translation>
    </message>
    <message>
        <source>{name}, nothing fits and the stock is empty: you pass</source>
        <translation>يا {name}، لا شيء يناسب والكومة فارغة: تمرّر الدور</translation>
    </message>
    <message>
        <source>{name}, place the tile you drew, {t}</source>
        <translation>يا {name}، ضع القطعة التي سحبتها، {t}</translation>
    </message>
    <message>
        <source>{name}, your turn: drag a tile to a lit point</source>
        <translation>يا {name}، دورك: انقل قطعة إلى موضع مضاء</translation>
    </message>
    <message>
        <source>{n} pips</source>
        <translation>مجموعها {n}</translation>
    </message>
    <message>
        <source>{n} pips, rounded to the nearest five: {r}</source>
        <translation>{n}، مقرَّبة إلى أقرب خمسة: {r}</translation>
    </message>
    <message>
        <source>{others} − {own} = {left}</source>
        <translation>⁦{others} − {own} = {left}⁩</translation>
    </message>
    <message>
        <source>{others} − {own}, each rounded to the nearest five: {r_others} − {r_own} = {left}</source>
        <translation>⁦{others} − {own}⁩، كلٌّ مقرَّب إلى أقرب خمسة: ⁦{r_others} − {r_own} = {left}⁩</translation>
    </message>
    <message>
        <source>{pips}, rounded to the nearest five: {r}</source>
        <translation>{pips}، مقرَّبة إلى أقرب خمسة: {r}</translation>
    </message>
    <message>
        <source>{target} (longer: a house option)</source>
        <translation>{target} (أطول: خيار منزلي)</translation>
    </message>
    <message>
        <source>{target} (shorter: a house option)</source>
        <translation>{target} (أقصر: خيار منزلي)</translation>
    </message>
    <message>
        <source>{target} (the original rules)</source>
        <translation>{target} (القواعد الأصلية)</translation>
    </message>
    <message>
        <source>{tile} (opening)</source>
        <translation>{tile} (افتتاح)</translation>
    </message>
    <message>
        <source>{tile} at {point}</source>
        <translation>{tile} عند {point}</translation>
    </message>
    <message>
        <source>{tile} is not a spinner: no double spins in this game, so it lies across the line and opens no branches.</source>
        <translation>{tile} ليست قطعة مزدوجة متفرعة: لا تتفرع أي قطعة مزدوجة في هذه اللعبة، فهي تقع عرضاً على الخط ولا تفتح فروعاً.</translation>
    </message>
    <message>
        <source>{tile} is not a spinner: only the first double spins in this game, so it lies across the line and opens no branches.</source>
        <translation>{tile} ليست قطعة مزدوجة متفرعة: أول قطعة مزدوجة وحدها تتفرع في هذه اللعبة، فهي تقع عرضاً على الخط ولا تفتح فروعاً.</translation>
    </message>
    <message>
        <source>{tile} is the first double: it is the spinner, and once both its line sides are filled its branches open. Only the first double spins in this game.</source>
        <translation>{tile} أول قطعة مزدوجة: فهي القطعة المتفرعة، ويُفتح فرعاها بعد شغل جانبي خطها. أول قطعة مزدوجة وحدها تتفرع في هذه اللعبة.</translation>
    </message>
    <message>
        <source>{tile} → {point}</source>
        <translation>‏{tile} ← {point}</translation>
    </message>
    <message>
        <source>{tile}/branchA</source>
        <translation>{tile} (الفرع A)</translation>
    </message>
    <message>
        <source>{tile}/branchB</source>
        <translation>{tile} (الفرع B)</translation>
    </message>
    <message>
        <source>{tile}/high</source>
        <translation>{tile} (طرف القيمة الكبرى)</translation>
    </message>
    <message>
        <source>{tile}/lineA</source>
        <translation>{tile} (الخط A)</translation>
    </message>
    <message>
        <source>{tile}/lineB</source>
        <translation>{tile} (الخط B)</translation>
    </message>
    <message>
        <source>{tile}/low</source>
        <translation>{tile} (طرف القيمة الصغرى)</translation>
    </message>
    <message>
        <source>{who} ({pips}): differences to higher opposing hands {parts}, {rounding} → {p}</source>
        <translation>{who} ({pips}): الفروق عن أيدي الخصوم الأعلى {parts}، {rounding} ← {p}</translation>
    </message>
    <message>
        <source>{who} ({pips}): no opposing hand is higher, nothing</source>
        <translation>{who} ({pips}): لا توجد يد أعلى لدى الخصوم، لا شيء</translation>
    </message>
    <message>
        <source>{who} {move}: ends {formula}: {points}</source>
        <translation>{who} {move}: الأطراف {formula}: {points}</translation>
    </message>
    <message>
        <source>{who} {move}: no points (in this game only the round&apos;s end scores).</source>
        <translation>{who} {move}: لا نقاط (في هذه اللعبة لا تُسجَّل النقاط إلا عند نهاية الجولة).</translation>
    </message>
    <message>
        <source>{who} {raw} raw ({shown})</source>
        <translation>{who} {raw} خام ({shown} معروضة)</translation>
    </message>
    <message>
        <source>{who} {score}</source>
        <translation>{who} {score}</translation>
    </message>
    <message numerus="yes">
        <source>{who}: %n pip(s) round to 0, nothing to deduct</source>
        <translation>
            <numerusform>{who}: مجموع القيم %n يُقرَّب إلى 0، لا شيء يُخصم</numerusform>
            <numerusform>{who}: مجموع القيم %n يُقرَّب إلى 0، لا شيء يُخصم</numerusform>
            <numerusform>{who}: مجموع القيم %n يُقرَّب إلى 0، لا شيء يُخصم</numerusform>
            <numerusform>{who}: مجموع القيم %n يُقرَّب إلى 0، لا شيء يُخصم</numerusform>
            <numerusform>{who}: مجموع القيم %n يُقرَّب إلى 0، لا شيء يُخصم</numerusform>
            <numerusform>{who}: مجموع القيم %n يُقرَّب إلى 0، لا شيء يُخصم</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who}: %n pip(s) {rounding}</source>
        <translation>
            <numerusform>{who}: مجموع القيم %n {rounding}</numerusform>
            <numerusform>{who}: مجموع القيم %n {rounding}</numerusform>
            <numerusform>{who}: مجموع القيم %n {rounding}</numerusform>
            <numerusform>{who}: مجموع القيم %n {rounding}</numerusform>
            <numerusform>{who}: مجموع القيم %n {rounding}</numerusform>
            <numerusform>{who}: مجموع القيم %n {rounding}</numerusform>
        </translation>
    </message>
    <message>
        <source>{who}: no tiles left</source>
        <translation>{who}: لم تبق قطع</translation>
    </message>
    <message>
        <source>{who}: no tiles left, nothing to deduct</source>
        <translation>{who}: لم تبق قطع، لا شيء يُخصم</translation>
    </message>
    <message>
        <source>{who}: settlement {p}</source>
        <translation>{who}: التسوية {p}</translation>
    </message>
    <message numerus="yes">
        <source>{who}: {hand} = %n pip(s)</source>
        <translation>
            <numerusform>{who}: {hand}، مجموع قيمها %n</numerusform>
            <numerusform>{who}: {hand}، مجموع قيمها %n</numerusform>
            <numerusform>{who}: {hand}، مجموع قيمها %n</numerusform>
            <numerusform>{who}: {hand}، مجموع قيمها %n</numerusform>
            <numerusform>{who}: {hand}، مجموع قيمها %n</numerusform>
            <numerusform>{who}: {hand}، مجموع قيمها %n</numerusform>
        </translation>
    </message>
    <message>
        <source>— exactly {target}: the match is won.</source>
        <translation>— {target} بالضبط: حُسمت المباراة بالفوز.</translation>
    </message>
    <message>
        <source>— past the exact target: {score} + {points} = {after} &gt; {target}: rejected, the score stays {score} (the tile stays on the table).</source>
        <translation>— تجاوز الهدف المحدد: ⁦{score} + {points} = {after} &gt; {target}⁩: مرفوض، وتبقى النتيجة {score} (وتبقى القطعة على الطاولة).</translation>
    </message>
    <message>
        <source>— the last tile and the settlement are one event: {score} + {points} = {after}.</source>
        <translation>— القطعة الأخيرة والتسوية حدث واحد: ⁦{score} + {points} = {after}⁩.</translation>
    </message>
    <message>
        <source>→ {p} for you</source>
        <translation>← {p} عليك</translation>
    </message>
    <message>
        <source>→ {p} for you and {partner}</source>
        <translation>← {p} عليك وعلى {partner}</translation>
    </message>
    <message>
        <source>→ {p} for {names}</source>
        <translation>← {p} على {names}</translation>
    </message>
    <message>
        <source>→ {p} for {name}</source>
        <translation>← {p} على {name}</translation>
    </message>
    <message>
        <source>▶</source>
        <translation>‏◀</translation>
    </message>
</context>
<context>
    <name>TableMirror</name>
    <message>
        <source>Hand of {name}</source>
        <translation>يد {name}</translation>
    </message>
    <message>
        <source>Open points</source>
        <translation>مواضع التوصيل الحرة</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>المواضع</translation>
    </message>
    <message>
        <source>Places for {tile}</source>
        <translation>مواضع {tile}</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>يدك</translation>
    </message>
</context>
<context>
    <name>TableSounds</name>
    <message>
        <source>No sound device: the game is silent</source>
        <translation>لا جهاز صوت: اللعبة صامتة</translation>
    </message>
    <message>
        <source>Sound is on in the settings, but no sound device could be opened (the log says why).</source>
        <translation>الصوت مفعّل في الإعدادات، لكن تعذّر فتح أي جهاز صوت (السجل يذكر السبب).</translation>
    </message>
    <message>
        <source>{option} (no sound device: the game is silent)</source>
        <translation>{option} (لا جهاز صوت: اللعبة صامتة)</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Arrange your hand: by value, then doubles first (S); or drag a tile along the hand</source>
        <translation>رتّب يدك: حسب القيمة، ثم المزدوجة أولاً (S)؛ أو انقل قطعة إلى مكان آخر في يدك</translation>
    </message>
    <message>
        <source>Ends {formula}</source>
        <translation>الأطراف {formula}</translation>
    </message>
    <message>
        <source>Ends {n}</source>
        <translation>الأطراف {n}</translation>
    </message>
    <message>
        <source>Every tile was dealt</source>
        <translation>وُزِّعت القطع كلها</translation>
    </message>
    <message>
        <source>Not dealt (nobody draws in this game)</source>
        <translation>لم تُوزَّع (لا سحب في هذه اللعبة)</translation>
    </message>
    <message>
        <source>Sort</source>
        <translation>ترتيب</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>الكومة</translation>
    </message>
    <message>
        <source>Stock, in the order it would have been drawn</source>
        <translation>الكومة، بالترتيب الذي كانت ستُسحب به</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>الطاولة</translation>
    </message>
    <message>
        <source>The layout of dominoes, the hands and the stock</source>
        <translation>تشكيل الدومينو والأيدي والكومة</translation>
    </message>
    <message>
        <source>The stock was empty</source>
        <translation>كانت الكومة فارغة</translation>
    </message>
    <message>
        <source>{name} · {tiles}</source>
        <translation>‏{name} · {tiles}</translation>
    </message>
</context>
<context>
    <name>TallyWidget</name>
    <message numerus="yes">
        <source>%n stroke(s)</source>
        <translation>
            <numerusform>لا شرطات</numerusform>
            <numerusform>شرطة واحدة</numerusform>
            <numerusform>شرطتان</numerusform>
            <numerusform>%n شرطات</numerusform>
            <numerusform>%n شرطة</numerusform>
            <numerusform>%n شرطة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n symbol(s)</source>
        <translation>
            <numerusform>لا رموز</numerusform>
            <numerusform>رمز واحد</numerusform>
            <numerusform>رمزان</numerusform>
            <numerusform>%n رموز</numerusform>
            <numerusform>%n رمزاً</numerusform>
            <numerusform>%n رمز</numerusform>
        </translation>
    </message>
    <message>
        <source>Tally</source>
        <translation>العدّ</translation>
    </message>
    <message>
        <source>no strokes: the score is {raw}</source>
        <translation>لا شرطات: النتيجة {raw}</translation>
    </message>
    <message>
        <source>{symbols} and {strokes}</source>
        <translation>{symbols} و{strokes}</translation>
    </message>
</context>
<context>
    <name>TourPanel</name>
    <message>
        <source>Close tour</source>
        <translation>إغلاق العرض</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>التالي ◀</translation>
    </message>
    <message>
        <source>Rules tour</source>
        <translation>عرض القواعد</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>▶ السابق</translation>
    </message>
</context>
<context>
    <name>TrackerBox</name>
    <message numerus="yes">
        <source>%n unseen tile(s) showing {value}, in the other hands or the stock</source>
        <translation>
            <numerusform>لا قطع غير مرئية تحمل {value}</numerusform>
            <numerusform>قطعة واحدة غير مرئية تحمل {value}، في الأيدي الأخرى أو الكومة</numerusform>
            <numerusform>قطعتان غير مرئيتين تحملان {value}، في الأيدي الأخرى أو الكومة</numerusform>
            <numerusform>%n قطع غير مرئية تحمل {value}، في الأيدي الأخرى أو الكومة</numerusform>
            <numerusform>%n قطعة غير مرئية تحمل {value}، في الأيدي الأخرى أو الكومة</numerusform>
            <numerusform>%n قطعة غير مرئية تحمل {value}، في الأيدي الأخرى أو الكومة</numerusform>
        </translation>
    </message>
    <message>
        <source>From the draws and passes of the others, as you saw them: a player who draws or passes holds no tile showing a value open on the table.</source>
        <translation>من سحب الآخرين وتمريرهم كما رأيتها: اللاعب الذي يسحب أو يمرّر لا يملك قطعة تحمل قيمة مفتوحة على الطاولة.</translation>
    </message>
    <message>
        <source>Tile tracker</source>
        <translation>متتبّع القطع</translation>
    </message>
    <message>
        <source>Tiles you have not seen yet (in the other hands or the stock), per value</source>
        <translation>القطع التي لم ترها بعد (في الأيدي الأخرى أو الكومة)، لكل قيمة</translation>
    </message>
    <message>
        <source>Unseen</source>
        <translation>غير المرئية</translation>
    </message>
    <message>
        <source>Unseen per value: {counts}</source>
        <translation>غير المرئية لكل قيمة: {counts}</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>القيمة</translation>
    </message>
    <message>
        <source>nothing known yet</source>
        <translation>لا شيء معروف بعد</translation>
    </message>
    <message>
        <source>{name} ({tiles}): {known}</source>
        <translation>{name} ({tiles}): {known}</translation>
    </message>
</context>
<context>
    <name>voice</name>
    <message>
        <source> &amp; </source>
        <translation> و </translation>
    </message>
    <message>
        <source>You</source>
        <translation>أنت</translation>
    </message>
</context>
</TS>
