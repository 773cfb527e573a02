<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>DailyDealDialog</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandInteraction</name>
    <message numerus="yes">
        <source>stock: %n tile(s)</source>
        <translation>
            <numerusform>stock: %n tile</numerusform>
            <numerusform>stock: %n tiles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %n match(es)</source>
        <translation>
            <numerusform>{shown} of %n match</numerusform>
            <numerusform>{shown} of %n matches</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayDealDialog</name>
    <message numerus="yes">
        <source>Seats rotated by %n: {who}</source>
        <translation>
            <numerusform>Seats rotated by %n: {who}</numerusform>
            <numerusform>Seats rotated by %n: {who}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message numerus="yes">
        <source>%n best move(s)</source>
        <translation>
            <numerusform>%n best move</numerusform>
            <numerusform>%n best moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s)</source>
        <translation>
            <numerusform>%n decision</numerusform>
            <numerusform>%n decisions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message numerus="yes">
        <source>&lt;small&gt;(%n sampled deal(s))&lt;/small&gt;</source>
        <translation>
            <numerusform>&lt;small&gt;(%n sampled deal)&lt;/small&gt;</numerusform>
            <numerusform>&lt;small&gt;(%n sampled deals)&lt;/small&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;small&gt;(ranked as the review judges moves, over %n sampled deal(s))&lt;/small&gt;</source>
        <translation>
            <numerusform>&lt;small&gt;(ranked as the review judges moves, over %n sampled deal)&lt;/small&gt;</numerusform>
            <numerusform>&lt;small&gt;(ranked as the review judges moves, over %n sampled deals)&lt;/small&gt;</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>summary</name>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tile</numerusform>
            <numerusform>%n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>New match: {variant}, %n player(s)</source>
        <translation>
            <numerusform>New match: {variant}, %n player</numerusform>
            <numerusform>New match: {variant}, %n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You draw %n tile(s)</source>
        <translation>
            <numerusform>You draw %n tile</numerusform>
            <numerusform>You draw %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} draws %n tile(s)</source>
        <translation>
            <numerusform>{name} draws %n tile</numerusform>
            <numerusform>{name} draws %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who}: %n pip(s) round to 0, nothing to deduct</source>
        <translation>
            <numerusform>{who}: %n pip rounds to 0, nothing to deduct</numerusform>
            <numerusform>{who}: %n pips round to 0, nothing to deduct</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who}: %n pip(s) {rounding}</source>
        <translation>
            <numerusform>{who}: %n pip {rounding}</numerusform>
            <numerusform>{who}: %n pips {rounding}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who}: {hand} = %n pip(s)</source>
        <translation>
            <numerusform>{who}: {hand} = %n pip</numerusform>
            <numerusform>{who}: {hand} = %n pips</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TallyWidget</name>
    <message numerus="yes">
        <source>%n stroke(s)</source>
        <translation>
            <numerusform>%n stroke</numerusform>
            <numerusform>%n strokes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n symbol(s)</source>
        <translation>
            <numerusform>%n symbol</numerusform>
            <numerusform>%n symbols</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrackerBox</name>
    <message numerus="yes">
        <source>%n unseen tile(s) showing {value}, in the other hands or the stock</source>
        <translation>
            <numerusform>%n unseen tile showing {value}, in the other hands or the stock</numerusform>
            <numerusform>%n unseen tiles showing {value}, in the other hands or the stock</numerusform>
        </translation>
    </message>
</context>
</TS>
